import { shop } from "@/lib/domain/shop";

export function PromoBanner() {
  return (
    <aside
      aria-label="Free delivery offer"
      className="flex flex-col items-start gap-1 rounded-lg bg-gradient-to-r from-brand to-amber-700 px-6 py-5 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-lg font-bold">Free delivery across Pakistan on orders of {shop.freeDeliveryFrom}</p>
      <p className="text-sm text-amber-100">Cash on delivery · Packed fresh in Islamabad</p>
    </aside>
  );
}
