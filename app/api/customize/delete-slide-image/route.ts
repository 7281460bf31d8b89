// POST /api/customize/delete-slide-image – delete a slider image and its file (admin)
import { z } from "zod";
import { idSchema } from "@/lib/domain/validation/catalog";
import { readJsonObject } from "@/lib/server/api/body";
import { withAdmin } from "@/lib/server/api/handler";
import { parseBody } from "@/lib/server/api/parse";
import { deleteSlide } from "@/lib/server/slides";

export const POST = withAdmin(async ({ request }) => {
  const { id } = parseBody(z.object({ id: idSchema("Slide id") }), await readJsonObject(request));
  await deleteSlide(id);
  return { success: "Slide image deleted successfully" };
});
