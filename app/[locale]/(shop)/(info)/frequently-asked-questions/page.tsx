import type { Metadata } from "next";
import { shop } from "@/lib/domain/shop";

export const metadata: Metadata = {
  title: "Frequently Asked Questions",
  description: "Answers about organic products, allergies and shelf life.",
  alternates: { canonical: "/frequently-asked-questions" },
};

const questions = [
  {
    q: "Are your products organic?",
    a: "Some are. Products labelled Organic come from certified growers; the rest are conventionally grown and carefully sorted. Each product's description says which it is.",
  },
  {
    q: "I have a nut allergy. Is it safe to order from you?",
    a: "All our products are packed in a facility that handles peanuts, tree nuts and sesame, so traces may be present even in products that contain none. If you have a severe allergy, please talk to your doctor before ordering.",
  },
  {
    q: "How long do dry fruits and nuts keep?",
    a: "Stored in an airtight container in a cool, dry place, most nuts keep for 3 to 6 months and dates and dried fruit for 6 to 12 months. In summer, keeping nuts in the refrigerator keeps them fresh longer.",
  },
  {
    q: "How do I pay?",
    a: "Cash on delivery: you pay the rider when your order arrives.",
  },
  {
    q: "How long does delivery take?",
    a: `Orders reach most cities in Pakistan within ${shop.deliveryWindow} after we confirm them by phone.`,
  },
];

export default function FaqPage() {
  return (
    <>
      <h1>Frequently Asked Questions</h1>
      {questions.map((entry) => (
        <section key={entry.q}>
          <h2>{entry.q}</h2>
          <p>{entry.a}</p>
        </section>
      ))}
    </>
  );
}
