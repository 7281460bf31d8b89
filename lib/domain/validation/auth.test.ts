import { phoneMessages } from "../phone";
import { profileSchema } from "./auth";

describe("the profile form", () => {
  it.each(["0300-1234567", "+92 300 1234567", "(051) 2345678", "042 35761234", ""])(
    "takes the phone %j",
    (phoneNumber) => {
      expect(profileSchema.safeParse({ name: "Ayesha Khan", phoneNumber }).success).toBe(true);
    },
  );

  it("takes a number sent as a number, as the original API's clients do", () => {
    expect(profileSchema.parse({ name: "Ayesha Khan", phoneNumber: 3001234567 }).phoneNumber).toBe("3001234567");
  });

  it.each([
    ["0300-CALL-ME", phoneMessages.invalid],
    ["abcdefghijk", phoneMessages.invalid],
    ["12345", phoneMessages.invalid],
    ["0300 12a4567", phoneMessages.invalid],
    ["0300-12345", phoneMessages.invalid],
    ["1111111111", phoneMessages.invalid],
    ["+44 20 7946 0958", phoneMessages.foreign],
  ])("refuses the phone %j", (phoneNumber, message) => {
    const result = profileSchema.safeParse({ name: "Ayesha Khan", phoneNumber });
    expect(result.success ? null : result.error.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
