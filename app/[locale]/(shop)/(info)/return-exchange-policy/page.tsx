import type { Metadata } from "next";
import { shop } from "@/lib/domain/shop";

export const metadata: Metadata = {
  title: "Return and Exchange Policy",
  alternates: { canonical: "/return-exchange-policy" },
};

export default function ReturnExchangePage() {
  return (
    <>
      <h1>Return and Exchange Policy</h1>
      <p>We offer exchanges only; we do not take products back for a refund, except when they are defective (below).</p>
      <ul>
        <li>Returns must be postmarked within {shop.exchangeWindow} of delivery.</li>
        <li>Items must be new, unused and in their original packing.</li>
        <li>The customer pays the return shipping.</li>
        <li>
          To get a Return Merchandise Authorisation (RMA) number, e-mail{" "}
          <a href={`mailto:${shop.email}`}>{shop.email}</a> with your order&apos;s transaction id. Parcels without an
          RMA number cannot be accepted.
        </li>
        <li>Exchanges are processed within at least 3 working days of the return reaching us.</li>
      </ul>
      <h2>Defective goods</h2>
      <p>
        If a product reaches you damaged or spoiled, tell us within {shop.exchangeWindow}: we will refund it or exchange
        it, whichever you prefer.
      </p>
    </>
  );
}
