// 5. A full upload disk: a production server whose UPLOAD_DIR is a small tmpfs, filled until about
// 150 kB are left, and the admin uploading product images of about 100 kB (edit-product, then the
// bulk import's upload) while shoppers order. What each upload was answered, which files were left
// behind empty or cut short, whether the image library lists them, serves them or a product shows
// them, whether the bulk import's check takes them as a product's image, and how soon an upload
// works once space is freed. Mounting needs root (CAP_SYS_ADMIN): where the machine refuses, the
// fault is skipped and the run says why.
import { createHash, randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statfsSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { LegacyProduct } from "../../lib/contract/catalog";
import { demoAccounts } from "../../prisma/seed/demo-accounts";
import { productForm, signInToken } from "../lib/admin-api";
import type { BenchDatabase } from "../lib/bench-server";
import { startServer, stopAndWait, type ServerProcess } from "../lib/process";
import { trustThisMachine } from "../lib/shoppers";
import {
  faultFigures,
  gist,
  log,
  orderFigures,
  placeOrder,
  request,
  sleep,
  submitForm,
  summaryLine,
  type OrderAttempt,
  type Scenario,
  type Timed,
} from "./measure";

const admin = demoAccounts.find((account) => account.role === 1)!;
const diskBytes = 2 * 1024 * 1024;
const leftFreeBytes = 150 * 1024;

/** A PNG of random noise (it does not compress): about `side`² × 3 bytes. */
const noisePng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function mountTmpfs(dir: string): string | null {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${diskBytes},mode=0755`, "tmpfs", dir], { stdio: "pipe" });
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim().split("\n")[0];
    return stderr || (error instanceof Error ? error.message : String(error));
  }
}

function unmount(dir: string): void {
  try {
    execFileSync("umount", [dir], { stdio: "pipe" });
  } catch {
    execFileSync("umount", ["-l", dir], { stdio: "pipe" });
  }
}

export async function fullUploadDisk(options: {
  database: BenchDatabase;
  port: number;
  /** The product whose images the admin replaces. */
  edited: string;
  /** The product shoppers order meanwhile. */
  ordered: string;
}): Promise<Scenario> {
  const { database } = options;
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), "shop-full-disk-"));
  const refused = mountTmpfs(uploadDir);
  if (refused) {
    rmSync(uploadDir, { recursive: true, force: true });
    const reason = `mount -t tmpfs was refused (${refused}); it needs root or CAP_SYS_ADMIN`;
    log(`full upload disk: skipped, ${reason}`);
    return { key: "fullUploadDisk", figures: { skipped: reason }, summary: `full upload disk: skipped (${reason})` };
  }
  let server: ServerProcess | undefined;
  const filler = path.join(uploadDir, "filler");
  try {
    const base = `http://127.0.0.1:${options.port}`;
    server = await startServer({
      env: { ...database.env, ...trustThisMachine, UPLOAD_DIR: uploadDir },
      port: String(options.port),
      host: "127.0.0.1",
      captureOutput: true,
    });
    const token = await signInToken(base, admin.email, admin.password);
    const product = (
      (await request(base, "/api/product/single-product", { body: { pId: options.edited } })).json as {
        Product: LegacyProduct;
      }
    ).Product;
    const images = await Promise.all(Array.from({ length: 6 }, () => noisePng(180)));
    const uploaded = new Set(images.map(sha256));

    const products = path.join(uploadDir, "products");
    mkdirSync(products, { recursive: true });
    const { bavail, bsize } = statfsSync(uploadDir);
    writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - leftFreeBytes)));
    const fullAt = Date.now();
    log(
      `full upload disk: a ${diskBytes / 1024 / 1024} MB tmpfs as UPLOAD_DIR with ${Math.round((statfsSync(uploadDir).bavail * bsize) / 1024)} kB left; uploading ${images.length} images of ${images.map((image) => Math.round(image.length / 1024)).join(", ")} kB`,
    );

    const uploads: Timed[] = [];
    const orders: OrderAttempt[] = [];
    const health: Timed[] = [];
    for (const [index, image] of images.slice(0, 4).entries()) {
      const form = productForm(product);
      form.set("pImage", new Blob([image], { type: "image/png" }), `full-disk-${index}.png`);
      uploads.push(await submitForm(base, "/api/product/edit-product", form, token));
      orders.push(await placeOrder(base, options.ordered, "FULL-DISK"));
      health.push(await request(base, "/api/health"));
    }
    const bulk = new FormData();
    for (const [index, image] of images.slice(4).entries())
      bulk.append("images", new Blob([image], { type: "image/png" }), `bulk-${index}.png`);
    uploads.push(await submitForm(base, "/api/bulk-products/upload-images", bulk, token));

    const files = readdirSync(products).map((name) => {
      const bytes = readFileSync(path.join(products, name));
      return { name, bytes: bytes.length, whole: uploaded.has(sha256(bytes)) };
    });
    const damaged = files.filter((file) => !file.whole);
    const library = await request(base, "/api/bulk-products/list-images", {
      method: "GET",
      headers: { authorization: `Bearer ${token}` },
    });
    const listed = new Set(
      ((library.json?.images as { filename: string }[] | undefined) ?? []).map((image) => image.filename),
    );
    const served = await Promise.all(
      damaged.map(async (file) => {
        const answer = await request(base, `/uploads/products/${file.name}`, { method: "GET" });
        return { name: file.name, status: answer.status, bytes: Number(answer.headers["content-length"] ?? 0) };
      }),
    );
    const shownByProducts = await database.db.productImage.count({
      where: {
        OR: [
          { fullImage: { in: damaged.map((file) => file.name) } },
          { thumbnail: { in: damaged.map((file) => file.name) } },
        ],
      },
    });

    // A bulk import naming each damaged file as a new product's image: would it take them?
    const csv = [
      "name,price,stock,images",
      ...damaged.map((file, index) => `Full disk ${index + 1},1000,5,${file.name}`),
    ];
    const check = new FormData();
    check.set("bulkFile", new Blob([csv.join("\n")], { type: "text/csv" }), "full-disk.csv");
    const validation = damaged.length ? await submitForm(base, "/api/bulk-products/validate", check, token) : undefined;
    const acceptedByImport = Number(validation?.json?.validRows ?? 0);

    unlinkSync(filler);
    const freedAt = Date.now();
    let recoveredMs: number | null = null;
    while (recoveredMs === null && Date.now() - freedAt < 30_000) {
      const form = productForm(product);
      form.set("pImage", new Blob([images[0]!], { type: "image/png" }), "after-full-disk.png");
      const answer = await submitForm(base, "/api/product/edit-product", form, token);
      if (answer.status === 200 && answer.json?.success) recoveredMs = Date.now() - freedAt;
      else await sleep(250);
    }

    const during = [...uploads, ...orders, ...health];
    const figures = {
      ...faultFigures(during, recoveredMs, await orderFigures(database.db, orders)),
      faultMs: freedAt - fullAt,
      uploads: uploads.map((answer) => ({
        path: answer.path,
        status: answer.status,
        ms: answer.ms,
        said: gist(answer),
      })),
      health: health.map((answer) => answer.status),
      filesLeft: files,
      damaged: damaged.map((file) => ({
        ...file,
        listedInLibrary: listed.has(file.name),
        served: served.find((entry) => entry.name === file.name),
      })),
      damagedListed: damaged.filter((file) => listed.has(file.name)).length,
      damagedServed: served.filter((entry) => entry.status === 200).length,
      damagedShownByProducts: shownByProducts,
      damagedAcceptedByImport: acceptedByImport,
      importValidation: validation && { status: validation.status, said: gist(validation) },
      serverLog: server.stderrTail().slice(-5),
    };
    log(`full upload disk: uploads answered ${JSON.stringify(figures.uploads)}`);
    log(`full upload disk: files left ${JSON.stringify(files)}`);
    return {
      key: "fullUploadDisk",
      figures,
      summary: summaryLine(
        `full upload disk (${diskBytes / 1024 / 1024} MB tmpfs, ${uploads.length} uploads)`,
        figures,
        `; uploads answered ${uploads.map((answer) => answer.status).join(", ")}; ` +
          `${damaged.length} damaged files left (${damaged.map((file) => `${file.bytes} B`).join(", ") || "none"}), ` +
          `${figures.damagedListed} listed in the image library, ${figures.damagedServed} served, ${acceptedByImport} accepted as a product image by the bulk import's check`,
        "an upload stored",
      ),
    };
  } finally {
    await stopAndWait(server);
    unmount(uploadDir);
    rmSync(uploadDir, { recursive: true, force: true });
  }
}
