import { render } from "@testing-library/react";
import { uncallablePhone } from "@/lib/domain/phone";
import { PhoneCheck } from "./phone-check";

describe("the admin's flag on a phone nobody can call", () => {
  it.each(["0300 1234567", "+92 51 2345678", "042 35761234"])("says nothing about %j", (phone) => {
    expect(render(<PhoneCheck phone={phone} />).container.innerHTML).toBe("");
  });

  it.each([
    ["0300-12345", uncallablePhone.invalid],
    ["(((((00000)))))", uncallablePhone.invalid],
    ["+971 50 123 4567", uncallablePhone.foreign],
  ])("flags %j, with why in its title", (phone, { label, title }) => {
    const flag = render(<PhoneCheck phone={phone} />).getByText(label);
    expect(flag.getAttribute("title")).toBe(title);
  });
});
