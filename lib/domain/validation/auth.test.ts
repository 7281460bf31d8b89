import { profileSchema } from "./auth";

describe("the profile form", () => {
  it.each(["0300-1234567", "+92 300 1234567", "(051) 2345-6789", ""])("takes the phone %j", (phoneNumber) => {
    expect(profileSchema.safeParse({ name: "Ayesha Khan", phoneNumber }).success).toBe(true);
  });

  it.each(["0300-CALL-ME", "abcdefghijk", "12345", "0300 12a4567"])("refuses the phone %j", (phoneNumber) => {
    const result = profileSchema.safeParse({ name: "Ayesha Khan", phoneNumber });
    expect(result.success ? null : result.error.issues[0]?.message).toBe("Enter a valid phone number");
  });
});
