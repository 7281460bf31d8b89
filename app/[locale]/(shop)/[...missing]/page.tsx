import { notFound } from "next/navigation";

// Any address no other route takes is the shop's 404, inside the shop's layout ((shop)/not-found.tsx):
// the root not-found page stays outside the shop, so it adds no second copy of the shop's code.
export default function MissingPage(): never {
  notFound();
}
