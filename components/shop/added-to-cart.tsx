import { CheckIcon } from "@/components/ui/icons";

/** The label an Add To Cart button holds for a moment after adding (with the `btn-added` class). */
export function AddedToCart() {
  return (
    <>
      <CheckIcon /> Added to cart
    </>
  );
}
