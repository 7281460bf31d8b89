// POST /api/courier-files/shipments/import – the same form as the preview, checked again and imported in one
// transaction only when every row is valid (each order shipped as from its own page, its shopper mailed):
// { success, shipped, corrected, unchanged }, or { success: false, errors, preview } (admin)
import { courierFileField } from "@/lib/domain/courier-files";
import { shipmentFileSchema } from "@/lib/domain/validation/courier-files";
import { readCsvUpload } from "@/lib/server/api/csv-upload";
import { withAdmin } from "@/lib/server/api/handler";
import { parseForm } from "@/lib/server/api/parse";
import { importShipments, planShipments } from "@/lib/server/courier-files/shipments";
import { actorOf } from "@/lib/server/orders/history";

export const POST = withAdmin(async ({ request, user }) => {
  const { text, fields } = await readCsvUpload(request, courierFileField);
  const { courierId } = parseForm(shipmentFileSchema, fields);
  const { preview, shipments } = await planShipments(text, courierId);
  if (!preview.success) return { success: false, errors: preview.errors, preview };
  return importShipments(shipments, actorOf(user));
});
