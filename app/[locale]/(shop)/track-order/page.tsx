import type { Metadata } from "next";
import { TrackOrderClient } from "./track-order-client";

export const metadata: Metadata = {
  title: "Track your order",
  description: "Find your order with its number and the phone number you ordered with.",
  alternates: { canonical: "/track-order" },
};

export default function TrackOrderPage() {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4">
      <h1 className="text-2xl font-bold">Track your order</h1>
      <p className="text-stone-700">
        Enter your order number (for example MDF-10234, on your order page and in our messages) and the phone number you
        ordered with.
      </p>
      <TrackOrderClient />
    </div>
  );
}
