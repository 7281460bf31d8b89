// Requests as the original API's clients (hasan-py/MERN_Stack_Project_Ecommerce_Hayroo) send them:
// lib/contract/README.md lists each difference from our own pages' requests.
import sharp from "sharp";
import { POST as deleteCategory } from "@/app/api/category/delete-category/route";
import { POST as editCategory } from "@/app/api/category/edit-category/route";
import { POST as dashboardData } from "@/app/api/customize/dashboard-data/route";
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { POST as ordersByUser } from "@/app/api/order/order-by-user/route";
import { POST as editProduct } from "@/app/api/product/edit-product/route";
import { POST as productByPrice } from "@/app/api/product/product-by-price/route";
import { POST as cartProduct } from "@/app/api/product/cart-product/route";
import { POST as singleProduct } from "@/app/api/product/single-product/route";
import { POST as wishProduct } from "@/app/api/product/wish-product/route";
import { POST as editUser } from "@/app/api/user/edit-user/route";
import { db } from "@/lib/server/db";
import { callRoute } from "../support/api";
import { bearerFor, createCategory, createProduct, createUser } from "../support/fixtures";

describe("requests of the original API's clients", () => {
  it("cart-product takes the ids alone, each as one pack of the default size", async () => {
    const product = await createProduct({ name: "Legacy Almonds", price: 2000, offer: 10 });
    const response = await callRoute(cartProduct, { body: { productArray: [product.id] } });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      Products: [{ _id: product.id, cartItems: [{ weight: "250g", quantity: 1, price: 450, originalPrice: 500 }] }],
      missing: [],
    });
  });

  it("wish-product takes a missing wishlist (null) as an empty one", async () => {
    const response = await callRoute(wishProduct, { body: { productArray: null } });
    expect(response).toMatchObject({ status: 200, json: { Products: [] } });
  });

  it("a URL-encoded body is read like JSON", async () => {
    const product = await createProduct({ name: "Form Dates" });
    const response = await callRoute(singleProduct, {
      rawBody: new URLSearchParams({ pId: product.id }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    expect(response.json.Product).toMatchObject({ _id: product.id, pName: "Form Dates" });
  });

  it("a phone number sent as a number is read as its digits", async () => {
    const user = await createUser();
    const headers = await bearerFor(user.id);
    const edited = await callRoute(editUser, { body: { name: "Numeric Phone", phoneNumber: 3001234567 }, headers });
    expect(edited.json).toMatchObject({
      success: "Information updated successfully",
      User: { phoneNumber: "3001234567" },
    });

    const product = await createProduct();
    const ordered = await callRoute(createOrder, {
      body: {
        allProduct: [{ id: product.id, quantitiy: 1 }],
        address: "House 1, Street 2",
        city: "Lahore",
        phone: 3001234567,
        customerInfo: { fullName: "Old Client" },
      },
    });
    expect(ordered.json).toMatchObject({ success: true, message: "Order placed successfully" });
  });
});

describe("calls and answers of the original API", () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await bearerFor((await createUser({ role: 1 })).id);
  });

  it("order-by-user answers the orders as Order too", async () => {
    const customer = await createUser();
    const response = await callRoute(ordersByUser, { body: {}, headers: await bearerFor(customer.id) });
    expect(response.json).toEqual({ Orders: [], Order: [] });
  });

  it("dashboard-data answers the counts at the top too", async () => {
    const response = await callRoute(dashboardData, { method: "POST", headers: admin });
    const { totalData } = response.json as { totalData: Record<string, number> };
    expect(response.json).toMatchObject({ ...totalData, totalData });
    expect(Object.keys(totalData)).toEqual(["Users", "Orders", "Products", "Categories"]);
  });

  it("edit-category and delete-category take the id in the body", async () => {
    const category = await createCategory({ name: "Old Path Nuts" });
    const edited = await callRoute(editCategory, {
      body: { cId: category.id, cDescription: "Edited the old way", cStatus: "Disabled" },
      headers: admin,
    });
    expect(edited.json).toEqual({ success: "Category updated successfully!" });
    expect(await db.category.findUniqueOrThrow({ where: { id: category.id } })).toMatchObject({
      description: "Edited the old way",
      status: "Disabled",
    });
    const deleted = await callRoute(deleteCategory, { body: { cId: category.id }, headers: admin });
    expect(deleted.json).toEqual({ success: "Category deleted successfully!", uncategorisedProducts: 0 });
    expect(await db.category.count({ where: { id: category.id } })).toBe(0);
  });

  it("product-by-price lists visible products cheaper than the price, dearest first", async () => {
    await createProduct({ name: "Cheap Raisins", price: 900 });
    await createProduct({ name: "Middling Figs", price: 1900 });
    await createProduct({ name: "Dear Pine Nuts", price: 12000 });
    await createProduct({ name: "Hidden Cheap", price: 500, status: "Disabled" });
    const response = await callRoute(productByPrice, { body: { price: 2000 } });
    const names = (response.json.Products as { pName: string }[]).map((product) => product.pName);
    expect(names).toEqual(["Middling Figs", "Cheap Raisins"]);
  });

  it("edit-product keeps the featured order and weight choice a request does not carry", async () => {
    const product = await createProduct({ name: "Kept Walnuts", featuredOrder: 4, hasWeightSelection: false });
    const form = new FormData();
    for (const [key, value] of Object.entries({
      pId: product.id,
      pName: "Kept Walnuts",
      pDescription: "Edited by an old client",
      pPrice: "2500",
      pQuantity: "5",
      pOffer: "0",
      pStatus: "Active",
    }))
      form.append(key, value);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#654321" } })
      .png()
      .toBuffer();
    form.append("anyName", new File([new Uint8Array(png)], "walnuts.png", { type: "image/png" }));
    const response = await callRoute(editProduct, { method: "POST", rawBody: form, headers: admin });
    expect(response.json).toEqual({ success: "Product updated successfully" });
    const edited = await db.product.findUniqueOrThrow({ where: { id: product.id }, include: { images: true } });
    expect(edited).toMatchObject({ featuredOrder: 4, hasWeightSelection: false, price: 2500 });
    expect(edited.images).toHaveLength(1);
    expect(edited.images[0]!.fullImage).not.toBe("test.webp");
  });
});
