// POST /api/courier-files/shipments/preview – a booking export (courierFile: order number, courier, consignment
// number; courierId for rows without a courier) checked without writing: each row's order and what importing does,
// or its errors (admin)
import { courierFileField } from "@/lib/domain/courier-files";
import { shipmentFileSchema } from "@/lib/domain/validation/courier-files";
import { readCsvUpload } from "@/lib/server/api/csv-upload";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { planShipments } from "@/lib/server/courier-files/shipments";

export const POST = withAdmin(async ({ request }) => {
  const { text, fields } = await readCsvUpload(request, courierFileField);
  const { courierId } = parseForm(shipmentFileSchema, fields);
  return (await planShipments(text, courierId)).preview;
});
