// POST /api/courier-files/payments/import – the same form as the preview, checked again and recorded as one
// payment only when every row is valid (orders still Shipped are marked Delivered):
// { success, paymentId, paid, delivered, totals }, or { success: false, errors, preview } (admin)
import { courierFileField } from "@/lib/domain/courier-files";
import { paymentFileSchema } from "@/lib/domain/validation/courier-files";
import { readCsvUpload } from "@/lib/server/api/csv-upload";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { importPayment, planPayment } from "@/lib/server/courier-files/payments";
import { actorOf } from "@/lib/server/orders/history";

export const POST = withAdmin(async ({ request, user }) => {
  const { text, fileName, fields } = await readCsvUpload(request, courierFileField);
  const form = parseForm(paymentFileSchema, fields);
  const plan = await planPayment(text, { ...form, fileName });
  if (!plan.preview.success) return { success: false, errors: plan.preview.errors, preview: plan.preview };
  return importPayment(plan, actorOf(user));
});
