import type { Metadata } from "next";

export const metadata: Metadata = { title: "Refund Policy", alternates: { canonical: "/refund-policy" } };

export default function RefundPage() {
  return (
    <>
      <h1>Refund Policy</h1>
      <p>When a returned product reaches us, we inspect it and tell you whether the refund is approved.</p>
      <p>
        An approved refund is made to the original payment method within 3 working days. For cash-on-delivery orders we
        send it by bank transfer or mobile wallet to the account you name.
      </p>
    </>
  );
}
