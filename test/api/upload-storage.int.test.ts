// Uploads are all or nothing: a disk that fails half-way keeps nothing and says why, a truncated picture
// is refused, and the image library lists only pictures that decode.
import type * as FsPromises from "node:fs/promises";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { GET as listImages } from "@/app/api/bulk-products/list-images/route";
import { POST as uploadImages } from "@/app/api/bulk-products/upload-images/route";
import { POST as validate } from "@/app/api/bulk-products/validate/route";
import { POST as addCategory } from "@/app/api/category/add-category/route";
import { POST as addProduct } from "@/app/api/product/add-product/route";
import { POST as editProduct } from "@/app/api/product/edit-product/route";
import { GET as getUpload } from "@/app/uploads/[folder]/[file]/route";
import { db } from "@/lib/server/db";
import { diskFullMessage, storageFailedMessage } from "@/lib/server/storage";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createUser, tableCounts } from "../support/fixtures";
import { bulkCsvHeader, csvForm, formData, pngBytes, pngFile } from "../support/uploads";

// The disk fails where the storage writes: fs.writeFile, passed through until a test arms a failure.
jest.mock("node:fs/promises", () => {
  const actual = jest.requireActual<typeof FsPromises>("node:fs/promises");
  return { ...actual, writeFile: jest.fn(actual.writeFile) };
});
const realWriteFile = jest.requireActual<typeof FsPromises>("node:fs/promises").writeFile;

jest.setTimeout(60_000);

const folderOf = (folder: string) => path.join(process.env.UPLOAD_DIR!, folder);
/** Every file in an upload folder, temporary ones (a leading dot) included. */
const filesIn = (folder: string) => readdir(folderOf(folder)).catch(() => [] as string[]);

/**
 * The `nth` picture written into the upload folder from now on fails with `code` half-way: half its bytes
 * reach the disk, as when the disk fills up during the write.
 */
function failWrite(code: string, nth: number) {
  let writes = 0;
  jest.mocked(writeFile).mockImplementation((async (file, data, options) => {
    const bytes = data as Uint8Array;
    const target = file as string;
    if (target.startsWith(process.env.UPLOAD_DIR!) && ++writes === nth) {
      await realWriteFile(target, bytes.subarray(0, Math.floor(bytes.length / 2)), options);
      throw Object.assign(new Error(`${code}: simulated failure, write '${target}'`), { code });
    }
    return realWriteFile(file, data, options);
  }) as typeof writeFile);
}

/** A picture of random-looking pixels (it does not compress to nothing), as PNG or JPEG bytes. */
function photo(format: "png" | "jpeg", size = 96): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    [format]()
    .toBuffer();
}

/** The first 60% of a picture: its header still reads, its pixels stop half-way, as after a cut-off copy. */
const truncated = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.6));

let admin: Record<string, string>;
let png: Buffer;
let logged: jest.SpyInstance;
beforeAll(async () => {
  admin = await bearerFor((await createUser({ role: 1 })).id);
  png = await pngBytes(12, "#8b4513");
});
beforeEach(() => {
  logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.mocked(writeFile).mockImplementation(realWriteFile);
  logged.mockRestore();
});

const productFields = { pName: "Disk Test Almonds", pPrice: "1200", pQuantity: "4", pStatus: "Active" };

describe("a disk that fails while pictures are saved", () => {
  it("full on the 2nd of 3 product pictures: 507 with words for the admin, no file kept, no product", async () => {
    const before = { rows: await tableCounts(), files: await filesIn("products") };
    failWrite("ENOSPC", 2);
    const response = await callRoute(addProduct, {
      rawBody: formData(productFields, {
        pImage: [pngFile(png, "a.png"), pngFile(png, "b.png"), pngFile(png, "c.png")],
      }),
      method: "POST",
      headers: admin,
    });
    expectRefusal(response, 507, diskFullMessage);
    expect(await filesIn("products")).toEqual(before.files);
    expect(await tableCounts()).toEqual(before.rows);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![1])).toContain("ENOSPC");
  });

  it("an I/O error on the 2nd new picture of an edit: 503, the product and its pictures as they were", async () => {
    const added = await callRoute(addProduct, {
      rawBody: formData(productFields, { pImage: [pngFile(png, "old.png")] }),
      method: "POST",
      headers: admin,
    });
    const id = added.json.productId as string;
    const before = {
      product: await db.product.findUniqueOrThrow({ where: { id }, include: { images: true } }),
      files: await filesIn("products"),
    };
    failWrite("EIO", 2);
    const response = await callRoute(editProduct, {
      rawBody: formData({ ...productFields, pId: id, pPrice: "999" }, { pImage: [pngFile(png), pngFile(png)] }),
      method: "POST",
      headers: admin,
    });
    expectRefusal(response, 503, storageFailedMessage);
    expect(await db.product.findUniqueOrThrow({ where: { id }, include: { images: true } })).toEqual(before.product);
    expect(await filesIn("products")).toEqual(before.files);
  });

  it("a full quota on the bulk import's 3rd picture: 507, nothing stored and no name remembered", async () => {
    const before = { files: await filesIn("products"), named: await db.uploadedImage.count() };
    failWrite("EDQUOT", 3);
    const response = await callRoute(uploadImages, {
      rawBody: formData({}, { images: ["x.png", "y.png", "z.png"].map((name) => pngFile(png, name)) }),
      method: "POST",
      headers: admin,
    });
    expectRefusal(response, 507, diskFullMessage);
    expect(await filesIn("products")).toEqual(before.files);
    expect(await db.uploadedImage.count()).toBe(before.named);
  });

  it("a read-only disk for a category picture: 503 and no category", async () => {
    const before = { categories: await db.category.count(), files: await filesIn("categories") };
    failWrite("EROFS", 1);
    const response = await callRoute(addCategory, {
      rawBody: formData({ cName: "Read Only" }, { cImage: [pngFile(png)] }),
      method: "POST",
      headers: admin,
    });
    expectRefusal(response, 503, storageFailedMessage);
    expect(await db.category.count()).toBe(before.categories);
    expect(await filesIn("categories")).toEqual(before.files);
  });
});

describe("a truncated picture", () => {
  const incomplete = (name: string) =>
    `${name} is incomplete or damaged: it could not be read to its end. Save or export it again and upload it once more.`;

  it("is refused with a 400 naming it, and the whole upload is stored nowhere", async () => {
    const before = { rows: await tableCounts(), files: await filesIn("products") };
    const cutPng = pngFile(truncated(await photo("png")), "cut.png");
    const product = await callRoute(addProduct, {
      rawBody: formData(productFields, { pImage: [pngFile(png, "whole.png"), cutPng] }),
      method: "POST",
      headers: admin,
    });
    expectRefusal(product, 400, incomplete("cut.png"));

    const cutJpeg = new File([new Uint8Array(truncated(await photo("jpeg")))], "cut.jpg", { type: "image/jpeg" });
    const bulk = await callRoute(uploadImages, {
      rawBody: formData({}, { images: [pngFile(png, "whole.png"), cutJpeg] }),
      method: "POST",
      headers: admin,
    });
    expectRefusal(bulk, 400, incomplete("cut.jpg"));
    expect(await tableCounts()).toEqual(before.rows);
    expect(await filesIn("products")).toEqual(before.files);
  });
});

describe("the image library", () => {
  const listed = async () =>
    ((await callRoute(listImages, { headers: admin })).json.images as { filename: string }[]).map(
      (image) => image.filename,
    );
  const serve = (file: string) => callRoute(getUpload, { params: { folder: "products", file } });

  it("lists only pictures that decode whole as what their names say, and never serves a temporary file", async () => {
    const folder = folderOf("products");
    await mkdir(folder, { recursive: true });
    const jpeg = await photo("jpeg");
    const placed = {
      whole: "0-whole.png",
      empty: "0-empty.png",
      cut: "0-cut.jpg",
      misnamed: "0-misnamed.webp",
      writing: ".0-writing.png.tmp",
      abandoned: ".0-abandoned.png.tmp",
    };
    await writeFile(path.join(folder, placed.whole), png);
    await writeFile(path.join(folder, placed.empty), "");
    await writeFile(path.join(folder, placed.cut), truncated(jpeg));
    await writeFile(path.join(folder, placed.misnamed), png);
    await writeFile(path.join(folder, placed.writing), png);
    await writeFile(path.join(folder, placed.abandoned), png);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(folder, placed.abandoned), twoHoursAgo, twoHoursAgo);

    const names = await listed();
    expect(names).toContain(placed.whole);
    for (const hidden of [placed.empty, placed.cut, placed.misnamed, placed.writing, placed.abandoned])
      expect(names).not.toContain(hidden);
    // A temporary file is someone's save in progress: left alone, unless it was abandoned long ago.
    expect(await filesIn("products")).toContain(placed.writing);
    expect(await filesIn("products")).not.toContain(placed.abandoned);

    expect((await serve(placed.whole)).status).toBe(200);
    expectRefusal(await serve(placed.writing), 404, "No such image.");

    // A CSV cannot name a picture the library does not list.
    const csv = `${bulkCsvHeader}\nCut Almonds,,900,3,,,Active,,false,${placed.cut}\n`;
    const validated = await callRoute(validate, { rawBody: csvForm(csv), method: "POST", headers: admin });
    expect(validated.json.errors).toEqual([
      `Row 2, column "images": Image "${placed.cut}" was not uploaded (upload it in step 1, or give its URL)`,
    ]);

    // The verdict is remembered per size and time: the file written again in full is listed at once.
    await writeFile(path.join(folder, placed.cut), jpeg);
    expect(await listed()).toContain(placed.cut);
  });
});
