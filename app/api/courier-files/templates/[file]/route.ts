// GET /api/courier-files/templates/shipments|payments – shipments_template.csv or payments_template.csv: the
// preferred headers and two example rows (admin)
import { courierFileTemplate, courierFileTemplateName } from "@/lib/domain/courier-files";
import { notFound } from "@/lib/domain/errors";
import { courierFileKindSchema } from "@/lib/domain/validation/courier-files";
import { csvFile } from "@/lib/server/api/csv-file";
import { withAdmin } from "@/lib/server/api/handler";

export const GET = withAdmin<{ file: string }>(({ params }) => {
  const kind = courierFileKindSchema.safeParse(params);
  if (!kind.success) throw notFound("No such template.");
  return csvFile(courierFileTemplate(kind.data.file), courierFileTemplateName(kind.data.file));
});
