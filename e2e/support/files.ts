import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/** A PNG picture of one colour written to a folder of its own, for a file input; answers its path. */
export async function pngOnDisk(name: string, colour: string, size = 64): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "shop-e2e-")), name);
  writeFileSync(
    file,
    await sharp({ create: { width: size, height: size, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );
  return file;
}
