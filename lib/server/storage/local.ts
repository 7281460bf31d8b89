import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { UploadFolder } from "@/lib/domain/images";
import { env } from "../env";
import type { CheckedImage } from "./image-check";
import type { ImageStorage } from "./types";

/** Files under UPLOAD_DIR/<folder>/ with server-chosen names, served by app/uploads. */
export const localStorage: ImageStorage = {
  async save(folder: UploadFolder, images: CheckedImage[]) {
    const directory = path.join(env.UPLOAD_DIR, folder);
    await mkdir(directory, { recursive: true });
    const names: string[] = [];
    for (const image of images) {
      const name = `${Date.now().toString(36)}-${randomBytes(8).toString("hex")}.${image.kind}`;
      await writeFile(path.join(directory, name), image.bytes);
      names.push(name);
    }
    return names;
  },
  async list(folder: UploadFolder) {
    const names = await readdir(path.join(env.UPLOAD_DIR, folder)).catch(() => []);
    return names.filter((name) => /\.(jpe?g|png|webp)$/i.test(name)).sort();
  },
  async remove(folder: UploadFolder, stored: string[]) {
    for (const name of stored) {
      // Absolute URLs live elsewhere; only plain names are ours to delete.
      if (name === path.basename(name) && !name.startsWith("."))
        await rm(path.join(env.UPLOAD_DIR, folder, name), { force: true });
    }
  },
};
