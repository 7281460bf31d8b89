import type { Metadata } from "next";
import { shop } from "@/lib/domain/shop";

export const metadata: Metadata = {
  title: "About Us",
  description: `${shop.name} has sold dry fruits, dates and nuts in Islamabad since ${shop.since}.`,
  alternates: { canonical: "/about-us" },
};

export default function AboutPage() {
  return (
    <>
      <h1>About Us</h1>
      <p>
        {shop.name} has been part of {shop.city}&apos;s markets since {shop.since}. What began as a small stall selling
        almonds, walnuts and dates from the northern valleys is now a shop that sorts, packs and sends dry fruits,
        dates, nuts and seeds to homes across Pakistan.
      </p>
      <h2>What we do</h2>
      <p>
        We buy in season from growers and trusted importers, sort every batch by hand, and pack to order in 250 g, 500 g
        and 1 kg packs so that what reaches you is fresh.
      </p>
      <h2>How we sell</h2>
      <ul>
        <li>Delivery across Pakistan, free on orders of {shop.freeDeliveryFrom}.</li>
        <li>Cash on delivery: you pay when your order arrives.</li>
        <li>Help by chat, phone or e-mail at any hour: {shop.businessHours}.</li>
      </ul>
      <p>
        Visit us at {shop.address}, or write to {shop.email}.
      </p>
    </>
  );
}
