import { checkoutFormSchema, orderPayloadSchema } from "./checkout";

const valid = {
  fullName: "Ayesha Khan",
  phoneNumber: "0300-1234567",
  email: "",
  shippingAddress: "House 1, F-7",
  city: "Islamabad",
};

describe("checkout form", () => {
  it.each([
    [{ fullName: " " }, "Full name is required"],
    [{ phoneNumber: "" }, "Phone number is required"],
    [{ phoneNumber: "12345" }, "Please enter a valid phone number"],
    [{ phoneNumber: "0300 12a4567" }, "Please enter a valid phone number"],
    [{ phoneNumber: "0300-12345" }, "Please enter a valid phone number"],
    [{ phoneNumber: "----------" }, "Please enter a valid phone number"],
    [{ phoneNumber: "1111111111" }, "Please enter a valid phone number"],
    [{ phoneNumber: "(((((00000)))))" }, "Please enter a valid phone number"],
    [{ phoneNumber: "0300 0000000" }, "Please enter a valid phone number"],
    [{ phoneNumber: "+971 50 123 4567" }, "Please enter a Pakistani phone number the courier can call"],
    [{ email: "not-mail" }, "Please enter a valid email address"],
    [{ shippingAddress: "" }, "Shipping address is required"],
    [{ city: "" }, "City is required"],
  ])("refuses %j with '%s'", (change, message) => {
    const result = checkoutFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("accepts Pakistani mobiles and landlines however they are written, and keeps them as typed", () => {
    for (const phoneNumber of ["03001234567", "+92 300 1234567", "0092 321 4000017", "(051) 2345678", "042 3576-1234"])
      expect(checkoutFormSchema.parse({ ...valid, phoneNumber: ` ${phoneNumber} ` }).phoneNumber).toBe(phoneNumber);
  });
});

describe("order payload", () => {
  it("reads the legacy payload, quantitiy and all", () => {
    const result = orderPayloadSchema.parse({
      allProduct: [
        { id: "p1", quantitiy: 2, weight: "500g" },
        { id: "p2", quantity: 1, weight: "" },
      ],
      transactionId: "TXN-1-ABC",
      address: "House 1",
      city: "Lahore",
      phone: "03001234567",
      customerInfo: { fullName: "Ali", email: "ali@example.pk" },
      amount: 1,
      orderBreakdown: { finalTotal: 1 },
      promoCode: " save10 ",
    });
    expect(result.lines).toEqual([
      { id: "p1", quantity: 2, weight: "500g" },
      { id: "p2", quantity: 1, weight: null },
    ]);
    expect(result.promoCode).toBe("save10");
    expect(result.contact).toMatchObject({
      fullName: "Ali",
      phoneNumber: "03001234567",
      shippingAddress: "House 1",
      city: "Lahore",
    });
  });

  it.each([
    ["0300-12345", "Please enter a valid phone number"],
    ["----------", "Please enter a valid phone number"],
    [1111111111, "Please enter a valid phone number"],
    ["0044 20 7946 0958", "Please enter a Pakistani phone number the courier can call"],
  ])("refuses the phone %j of a legacy payload with '%s'", (phone, message) => {
    const result = orderPayloadSchema.safeParse({
      allProduct: [{ id: "p1", quantity: 1 }],
      address: "House 1",
      city: "Lahore",
      phone,
      customerInfo: { fullName: "Ali" },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("refuses an empty cart and bad quantities", () => {
    expect(orderPayloadSchema.safeParse({ allProduct: [], customerInfo: {} }).error?.issues[0]?.message).toBe(
      "Your cart is empty",
    );
    const tooMany = orderPayloadSchema.safeParse({ allProduct: [{ id: "p1", quantity: 51 }], customerInfo: {} });
    expect(tooMany.error?.issues[0]?.message).toBe("Quantity cannot be more than 50");
  });
});
