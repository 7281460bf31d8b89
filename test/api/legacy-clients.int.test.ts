// Requests as the original API's clients (hasan-py/MERN_Stack_Project_Ecommerce_Hayroo) send them:
// lib/contract/README.md lists each difference from our own pages' requests.
import { POST as createOrder } from "@/app/api/order/create-order/route";
import { POST as cartProduct } from "@/app/api/product/cart-product/route";
import { POST as singleProduct } from "@/app/api/product/single-product/route";
import { POST as wishProduct } from "@/app/api/product/wish-product/route";
import { POST as editUser } from "@/app/api/user/edit-user/route";
import { callRoute } from "../support/api";
import { bearerFor, createProduct, createUser } from "../support/fixtures";

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
