// Checkout bodies as the shop's checkout page posts them to /api/order/create-order.
let counter = 0;

/** A transaction id no other checkout of the run uses. */
export const newTransactionId = () => `TXN-${Date.now()}-${(counter += 1)}-${Math.random().toString(36).slice(2, 8)}`;

/** A cart line; `quantitiy` is the legacy clients' spelling. */
export interface CheckoutLine {
  id: string;
  weight?: string;
  quantity?: number;
  quantitiy?: number;
}

/**
 * A mobile number no other checkout of the run uses ('0321-4000017'): each checkout is another
 * shopper, as the limits per phone count them (lib/domain/limits.ts orderLimits).
 */
export const newPhone = () => `0321-${String(4_000_000 + ((counter += 1) % 6_000_000)).padStart(7, "0")}`;

/**
 * A guest's cash-on-delivery checkout of the lines with a new transaction id, phone and e-mail
 * address; `extra` adds or replaces fields.
 */
export function checkoutBody(lines: CheckoutLine[], extra: Record<string, unknown> = {}) {
  return {
    allProduct: lines,
    transactionId: newTransactionId(),
    address: "House 5, Street 3, G-9/2",
    city: "Islamabad",
    phone: newPhone(),
    customerInfo: { fullName: "Imran Shah", email: `imran.${(counter += 1)}@example.pk`, specialInstructions: "" },
    paymentMethod: "COD",
    isGuest: true,
    ...extra,
  };
}
