// The optional Urdu names and descriptions of products and categories, and the Urdu words of slides:
// written by the admin's calls, answered beside the English ones, and kept when a client older than
// them edits without them.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { POST as addCategory } from "@/app/api/category/add-category/route";
import { GET as adminAllCategory } from "@/app/api/category/admin-all-category/route";
import { GET as allCategory } from "@/app/api/category/all-category/route";
import { POST as editCategoryOldPath } from "@/app/api/category/edit-category/route";
import { PUT as updateCategory } from "@/app/api/category/update-category/[id]/route";
import { GET as getSlides } from "@/app/api/customize/get-slide-image/route";
import { POST as uploadSlide } from "@/app/api/customize/upload-slide-image/route";
import { POST as addProduct } from "@/app/api/product/add-product/route";
import { GET as adminAllProduct } from "@/app/api/product/admin-all-product/route";
import { POST as editProduct } from "@/app/api/product/edit-product/route";
import { POST as singleProduct } from "@/app/api/product/single-product/route";
import { db } from "@/lib/server/db";
import { callRoute, expectRefusal } from "../support/api";
import { bearerFor, createCategory, createProduct, createUser, tableCounts } from "../support/fixtures";
import { formData, pngBytes, pngFile } from "../support/uploads";

jest.setTimeout(30_000);

let adminHeaders: Record<string, string>;

beforeAll(async () => {
  adminHeaders = await bearerFor((await createUser({ role: 1 })).id);
});

const urduOf = (id: string) =>
  db.product.findUniqueOrThrow({ where: { id }, select: { name: true, nameUr: true, descriptionUr: true } });

describe("a product's Urdu name and description", () => {
  const fields = {
    pName: "Mamra Almonds Test",
    pDescription: "Small, oil-rich almonds.",
    pPrice: "9000",
    pQuantity: "18",
    pStatus: "Active",
    cloudinaryUrl: "https://cdn.example.com/mamra.jpg",
  };

  it("are added trimmed from the form and answered beside the English ones, in the list the edit form opens from and in the shop", async () => {
    const category = await createCategory({ nameUr: "خشک میوہ جات" });
    const added = await callRoute(addProduct, {
      rawBody: formData(
        {
          ...fields,
          pCategory: category.id,
          pNameUr: "  ممرا بادام ",
          pDescriptionUr: "چھوٹے، تیل سے بھرپور ایرانی بادام۔\n",
        },
        { pImage: [pngFile(await pngBytes())] },
      ),
      method: "POST",
      headers: adminHeaders,
    });
    expect(added.json.success).toBe("Product created successfully");
    const id = added.json.productId as string;
    expect(await urduOf(id)).toEqual({
      name: "Mamra Almonds Test",
      nameUr: "ممرا بادام",
      descriptionUr: "چھوٹے، تیل سے بھرپور ایرانی بادام۔",
    });

    const listed = (await callRoute(adminAllProduct, { headers: adminHeaders })).json.Products as {
      _id: string;
    }[];
    expect(listed.find((product) => product._id === id)).toMatchObject({
      pName: "Mamra Almonds Test",
      pNameUr: "ممرا بادام",
      pDescriptionUr: "چھوٹے، تیل سے بھرپور ایرانی بادام۔",
      pCategory: { _id: category.id, cName: category.name, cNameUr: "خشک میوہ جات" },
    });
    const shown = await callRoute(singleProduct, { body: { pId: id } });
    expect(shown.json.Product).toMatchObject({ pNameUr: "ممرا بادام", pCategory: { cNameUr: "خشک میوہ جات" } });
  });

  it("are empty when a client does not send them", async () => {
    const added = await callRoute(addProduct, { body: fields, headers: adminHeaders });
    expect(added.json.success).toBe("Product created successfully");
    expect(await urduOf(added.json.productId as string)).toMatchObject({ nameUr: "", descriptionUr: "" });
  });

  it("are kept by an edit that does not send them (an older client), cleared when sent empty, changed when sent", async () => {
    const product = await createProduct({ nameUr: "اخروٹ", descriptionUr: "چترالی اخروٹ۔" });
    const edit = (change: Record<string, string>) =>
      callRoute(editProduct, {
        body: { ...fields, pName: product.name, pId: product.id, ...change },
        headers: adminHeaders,
      });

    expect((await edit({ pPrice: "2500" })).json).toEqual({ success: "Product updated successfully" });
    expect(await urduOf(product.id)).toMatchObject({ nameUr: "اخروٹ", descriptionUr: "چترالی اخروٹ۔" });

    expect((await edit({ pNameUr: "اخروٹ گری" })).json).toEqual({ success: "Product updated successfully" });
    expect(await urduOf(product.id)).toMatchObject({ nameUr: "اخروٹ گری", descriptionUr: "چترالی اخروٹ۔" });

    expect((await edit({ pNameUr: " ", pDescriptionUr: "" })).json).toEqual({
      success: "Product updated successfully",
    });
    expect(await urduOf(product.id)).toMatchObject({ nameUr: "", descriptionUr: "" });
  });

  it.each([
    { field: "pNameUr", value: "ب".repeat(201), error: "Please keep the Urdu name under 200 characters" },
    {
      field: "pDescriptionUr",
      value: "ب".repeat(5001),
      error: "Please keep the Urdu description under 5000 characters",
    },
  ])("refuse $field over its bound and write nothing", async ({ field, value, error }) => {
    const product = await createProduct({ nameUr: "پستہ" });
    const before = await tableCounts();
    expect((await callRoute(addProduct, { body: { ...fields, [field]: value }, headers: adminHeaders })).json).toEqual({
      error,
    });
    const edited = await callRoute(editProduct, {
      body: { ...fields, pName: product.name, pId: product.id, [field]: value },
      headers: adminHeaders,
    });
    expect(edited.json).toEqual({ error });
    expect(await tableCounts()).toEqual(before);
    expect(await urduOf(product.id)).toMatchObject({ nameUr: "پستہ" });
  });
});

describe("a category's Urdu name and description", () => {
  const urduOfCategory = (id: string) =>
    db.category.findUniqueOrThrow({ where: { id }, select: { nameUr: true, descriptionUr: true } });

  it("are added, listed beside the English ones, kept by edits that do not send them and cleared when sent empty", async () => {
    const added = await callRoute(addCategory, {
      body: {
        cName: "Dates Test",
        cNameUr: " کھجوریں ",
        cDescriptionUr: "مدینہ کی کھجوریں۔",
        cImageUrl: "https://cdn.example.com/dates.jpg",
      },
      headers: adminHeaders,
    });
    expect(added.json).toEqual({ success: "Category created successfully" });
    const { id } = await db.category.findFirstOrThrow({ where: { name: "Dates Test" } });
    expect(await urduOfCategory(id)).toEqual({ nameUr: "کھجوریں", descriptionUr: "مدینہ کی کھجوریں۔" });
    const shop = (await callRoute(allCategory)).json.Categories as { _id: string }[];
    expect(shop.find((category) => category._id === id)).toMatchObject({
      cName: "Dates Test",
      cNameUr: "کھجوریں",
      cDescriptionUr: "مدینہ کی کھجوریں۔",
    });
    const admin = (await callRoute(adminAllCategory, { headers: adminHeaders })).json.Categories as { _id: string }[];
    expect(admin.find((category) => category._id === id)).toMatchObject({ cNameUr: "کھجوریں" });

    // The original API's edit and our update, as clients that know nothing of the Urdu texts send them.
    const oldEdit = await callRoute(editCategoryOldPath, {
      body: { cId: id, cDescription: "Soft dates.", cStatus: "Active" },
      headers: adminHeaders,
    });
    expect(oldEdit.json).toEqual({ success: "Category updated successfully!" });
    const update = (fields: Record<string, string>) =>
      callRoute(updateCategory, { rawBody: formData(fields), method: "PUT", params: { id }, headers: adminHeaders });
    expect((await update({ cDescription: "Soft dates.", cStatus: "Active" })).json).toEqual({
      success: "Category updated successfully!",
    });
    expect(await urduOfCategory(id)).toEqual({ nameUr: "کھجوریں", descriptionUr: "مدینہ کی کھجوریں۔" });

    expect((await update({ cNameUr: "کھجور", cStatus: "Active" })).json).toEqual({
      success: "Category updated successfully!",
    });
    expect(await urduOfCategory(id)).toEqual({ nameUr: "کھجور", descriptionUr: "مدینہ کی کھجوریں۔" });
    expect((await update({ cNameUr: "", cDescriptionUr: " ", cStatus: "Active" })).json).toEqual({
      success: "Category updated successfully!",
    });
    expect(await urduOfCategory(id)).toEqual({ nameUr: "", descriptionUr: "" });
  });

  it("refuse an Urdu name over 100 characters and write nothing", async () => {
    const category = await createCategory({ nameUr: "بیج" });
    const before = await tableCounts();
    const tooLong = "ب".repeat(101);
    const added = await callRoute(addCategory, {
      body: { cName: "Seeds Test", cNameUr: tooLong, cImageUrl: "https://cdn.example.com/s.jpg" },
      headers: adminHeaders,
    });
    expect(added.json).toEqual({ error: "Please keep the Urdu name under 100 characters" });
    const updated = await callRoute(updateCategory, {
      body: { cNameUr: tooLong },
      method: "PUT",
      params: { id: category.id },
      headers: adminHeaders,
    });
    expect(updated.json).toEqual({ error: "Please keep the Urdu name under 100 characters" });
    expect(await tableCounts()).toEqual(before);
    expect(await urduOfCategory(category.id)).toMatchObject({ nameUr: "بیج" });
  });
});

describe("a slide's Urdu words", () => {
  const upload = (fields: Record<string, string>, files: Record<string, File[]> = {}) =>
    callRoute(uploadSlide, { rawBody: formData(fields, files), method: "POST", headers: adminHeaders });
  const slideIdTitled = async (title: string) =>
    (await db.sliderImage.findFirstOrThrow({ where: { title }, select: { id: true } })).id;
  const answered = async (id: string) =>
    ((await callRoute(getSlides)).json.Images as { _id: string }[]).find((slide) => slide._id === id);
  const customizeFiles = () => readdir(path.join(process.env.UPLOAD_DIR!, "customize")).catch(() => []);

  it("are saved trimmed from the admin's form and answered beside the English ones", async () => {
    const uploaded = await upload({
      slideImageUrl: "https://cdn.example.com/ajwa.jpg",
      title: "Fresh Ajwa Dates Test",
      subtitle: "Straight from Madinah",
      titleUr: " تازہ عجوہ کھجوریں ",
      subtitleUr: "سیدھی مدینہ منورہ سے\n",
    });
    expect(uploaded.json).toEqual({ success: "Image uploaded successfully!" });
    expect(await answered(await slideIdTitled("Fresh Ajwa Dates Test"))).toMatchObject({
      title: "Fresh Ajwa Dates Test",
      subtitle: "Straight from Madinah",
      titleUr: "تازہ عجوہ کھجوریں",
      subtitleUr: "سیدھی مدینہ منورہ سے",
    });
  });

  it("are empty when a client does not send them, or sends them blank", async () => {
    await upload({ slideImageUrl: "https://cdn.example.com/a.jpg", title: "Old Client Slide" });
    await upload({ slideImageUrl: "https://cdn.example.com/b.jpg", title: "Blank Urdu Slide", titleUr: "  " });
    for (const title of ["Old Client Slide", "Blank Urdu Slide"]) {
      const id = await slideIdTitled(title);
      expect(await db.sliderImage.findUniqueOrThrow({ where: { id } })).toMatchObject({
        titleUr: null,
        subtitleUr: null,
      });
      expect(await answered(id)).toMatchObject({ title, titleUr: "", subtitleUr: "" });
    }
  });

  it.each([
    { field: "titleUr", value: "ب".repeat(61), error: "Please keep the Urdu title under 60 characters" },
    { field: "subtitleUr", value: "ب".repeat(121), error: "Please keep the Urdu subtitle under 120 characters" },
  ])(
    "refuse $field over its bound, as the form's other rules are, and write nothing",
    async ({ field, value, error }) => {
      const slides = await db.sliderImage.count();
      const files = await customizeFiles();
      const refused = await upload({ title: "Too Long", [field]: value }, { image: [pngFile(await pngBytes())] });
      expectRefusal(refused, 200, error);
      expect(await db.sliderImage.count()).toBe(slides);
      expect(await customizeFiles()).toEqual(files);
    },
  );

  it("take exactly their bound", async () => {
    const uploaded = await upload({
      slideImageUrl: "https://cdn.example.com/c.jpg",
      title: "Longest Urdu Slide",
      titleUr: "ب".repeat(60),
      subtitleUr: "ب".repeat(120),
    });
    expect(uploaded.json).toEqual({ success: "Image uploaded successfully!" });
    expect(await answered(await slideIdTitled("Longest Urdu Slide"))).toMatchObject({
      titleUr: "ب".repeat(60),
      subtitleUr: "ب".repeat(120),
    });
  });
});
