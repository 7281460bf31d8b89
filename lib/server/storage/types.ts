import type { UploadFolder } from "@/lib/domain/images";
import type { CheckedImage } from "./image-check";

/** Where uploaded images live. `save` returns what to store: a file name or an absolute URL. */
export interface ImageStorage {
  save: (folder: UploadFolder, images: CheckedImage[]) => Promise<string[]>;
  remove: (folder: UploadFolder, stored: string[]) => Promise<void>;
  list: (folder: UploadFolder) => Promise<string[]>;
}
