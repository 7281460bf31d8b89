import "server-only";
import { randomBytes } from "node:crypto";
import { UTApi, UTFile } from "uploadthing/server";
import type { UploadFolder } from "@/lib/domain/images";
import { contentTypes, type CheckedImage } from "./image-check";
import type { ImageStorage } from "./types";

/** Images on uploadthing: stored as absolute URLs; deleting passes the file key taken from the URL. */
export function uploadthingStorage(options: { token: string; apiUrl?: string; fetch?: typeof fetch }): ImageStorage {
  const api = new UTApi({ token: options.token, apiUrl: options.apiUrl, fetch: options.fetch, logLevel: "Error" });
  return {
    async save(folder: UploadFolder, images: CheckedImage[]) {
      const files = images.map(
        (image) =>
          new UTFile([image.bytes], `${folder}-${randomBytes(8).toString("hex")}.${image.kind}`, {
            type: contentTypes[image.kind],
          }),
      );
      const results = await api.uploadFiles(files);
      const refused = results.find((result) => result.error || !result.data);
      if (refused) {
        // All or nothing: the files it did take are deleted again.
        const taken = results.flatMap((result) => (result.data ? [result.data.key] : []));
        if (taken.length)
          await api
            .deleteFiles(taken)
            .catch((error: unknown) => console.error("Could not delete a refused upload's files", error));
        throw new Error(`uploadthing refused the upload: ${refused.error?.message ?? "no data"}`);
      }
      return results.map((result) => result.data!.ufsUrl);
    },
    async list(folder: UploadFolder) {
      const { files } = await api.listFiles({ limit: 500 });
      const { data } = await api.getFileUrls(
        files.filter((file) => file.name.startsWith(`${folder}-`)).map((file) => file.key),
      );
      return data.map((entry) => entry.url);
    },
    async remove(_folder: UploadFolder, stored: string[]) {
      const keys = stored
        .filter((value) => /^https?:\/\//.test(value))
        .map((url) => new URL(url).pathname.split("/").pop() ?? "")
        .filter(Boolean);
      if (keys.length) await api.deleteFiles(keys);
    },
  };
}
