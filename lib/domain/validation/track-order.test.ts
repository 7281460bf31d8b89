import { phoneMessages } from "../phone";
import { trackOrderMessages, trackOrderSchema } from "./track-order";

const messageFor = (phone: unknown) =>
  trackOrderSchema.safeParse({ orderNumber: "MDF-10234", phone }).error?.issues.map((issue) => issue.message);

describe("the 'Track your order' form", () => {
  it("takes the order's number however the shopper writes it", () => {
    expect(trackOrderSchema.parse({ orderNumber: "mdf-10234", phone: " +92 333 5551234 " })).toEqual({
      orderNumber: 10234,
      phone: "+92 333 5551234",
    });
  });

  it("asks for the phone, and refuses one nobody can call as checkout does", () => {
    expect(messageFor("")).toEqual([trackOrderMessages.phone]);
    expect(messageFor(undefined)).toEqual([trackOrderMessages.phone]);
    expect(messageFor("0300-12345")).toEqual([phoneMessages.invalid]);
    expect(messageFor("+1 415 555 0123")).toEqual([phoneMessages.foreign]);
  });
});
