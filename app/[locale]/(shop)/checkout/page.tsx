import type { Metadata } from "next";
import { getSessionUser } from "@/lib/server/auth/current-user";
import { CheckoutClient } from "./checkout-client";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

export default async function CheckoutPage() {
  const user = await getSessionUser();
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold">Checkout</h1>
      <CheckoutClient
        customer={
          user ? { id: user.id, name: user.name, email: user.email, phoneNumber: user.phoneNumber ?? "" } : null
        }
      />
    </div>
  );
}
