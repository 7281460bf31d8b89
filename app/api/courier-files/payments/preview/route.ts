// POST /api/courier-files/payments/preview – a courier's payment file (courierFile: consignment number, amount,
// fee; courierId; reference) checked without writing: each row's order, amount and fee, errors, warnings and the
// totals (admin)
import { courierFileField } from "@/lib/domain/courier-files";
import { paymentFileSchema } from "@/lib/domain/validation/courier-files";
import { readCsvUpload } from "@/lib/server/api/csv-upload";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { planPayment } from "@/lib/server/courier-files/payments";

export const POST = withAdmin(async ({ request }) => {
  const { text, fileName, fields } = await readCsvUpload(request, courierFileField);
  const form = parseForm(paymentFileSchema, fields);
  return (await planPayment(text, { ...form, fileName })).preview;
});
