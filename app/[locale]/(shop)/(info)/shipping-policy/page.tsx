import type { Metadata } from "next";
import { formatRupees, deliveryCharge } from "@/lib/domain/pricing";
import { shop } from "@/lib/domain/shop";

export const metadata: Metadata = {
  title: "Shipping Policy",
  description: `Delivery across Pakistan within ${shop.deliveryWindow}.`,
  alternates: { canonical: "/shipping-policy" },
};

export default function ShippingPage() {
  return (
    <>
      <h1>Shipping Policy</h1>
      <h2>Where and how fast</h2>
      <p>We ship across Pakistan. Orders are delivered within {shop.deliveryWindow} after they are confirmed.</p>
      <h2>Confirmation call</h2>
      <p>
        We call every customer to confirm the order before it is sent. If we cannot reach you, the order is postponed
        until we can.
      </p>
      <h2>Charges</h2>
      <p>
        Delivery costs {formatRupees(deliveryCharge)} per order and is free on orders of {shop.freeDeliveryFrom}.
      </p>
      <h2>Payment</h2>
      <p>Payment is cash on delivery, or online where we offer it.</p>
    </>
  );
}
