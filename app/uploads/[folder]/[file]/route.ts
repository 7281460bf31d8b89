// GET /uploads/{products|categories|customize}/{file} – a stored image, at the paths the old clients build
import { notFound } from "@/lib/domain/errors";
import { withApi } from "@/lib/server/api/handler";
import { isUploadFolder, readUpload } from "@/lib/server/uploads";

export const GET = withApi<{ folder: string; file: string }>(async ({ params }) => {
  const upload = isUploadFolder(params.folder) ? await readUpload(params.folder, params.file) : null;
  if (!upload) throw notFound("No such image.");
  return new Response(new Uint8Array(upload.body), {
    headers: {
      "Content-Type": upload.contentType,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
