// What the browser sends in the legacy contract's names. The server reads the same payloads with the
// zod schemas of lib/domain/validation (legacy in, clean out); these build them from clean values.
import type { OrderRequest } from "@/lib/domain/orders";
import type { ProductFieldsInput } from "@/lib/domain/validation/product";
import { toLegacyBreakdown } from "./orders";

/** A form value as the text a multipart field carries; undefined for a value no field holds (empty, a list ...). */
export function formText(value: unknown): string | undefined {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : undefined;
}

/** The create-order payload (section 3 of the shopper spec). */
export function toLegacyOrderRequest(order: OrderRequest) {
  const { shown, contact } = order;
  return {
    allProduct: order.lines.map((line) => ({ id: line.id, quantitiy: line.quantity, weight: line.weight ?? "" })),
    user: order.customerId,
    amount: shown.total,
    transactionId: order.transactionId,
    address: contact.shippingAddress,
    city: contact.city,
    phone: contact.phoneNumber,
    customerInfo: {
      fullName: contact.fullName,
      email: contact.email ?? "",
      specialInstructions: contact.specialInstructions ?? "",
    },
    discountApplied: shown.promoDiscount,
    orderBreakdown: toLegacyBreakdown(shown),
    paymentMethod: "Cash on Delivery",
    isGuest: order.customerId === null,
    promoCode: order.promoCode,
    locale: order.locale,
  };
}

/** The add/edit product form in the legacy names (pName, pPrice ...), as text fields of a multipart form. */
export function toLegacyProductFields(product: ProductFieldsInput, imageUrl: string): Record<string, string> {
  const text = (value: unknown) => formText(value) ?? "";
  return {
    pName: text(product.name),
    pDescription: text(product.description),
    pNameUr: text(product.nameUr),
    pDescriptionUr: text(product.descriptionUr),
    pPrice: text(product.price),
    pQuantity: text(product.stock),
    pOffer: text(product.offer),
    featuredOrder: text(product.featuredOrder),
    pStatus: text(product.status),
    pCategory: text(product.categoryId),
    hasWeightSelection: text(product.hasWeightSelection),
    cloudinaryUrl: imageUrl.trim(),
  };
}

/** The legacy form's field names (pName, pPrice ...) to ours, for the product schema to read. */
export function fromLegacyProductFields(fields: Record<string, unknown>) {
  return {
    name: fields.pName,
    description: fields.pDescription,
    nameUr: fields.pNameUr,
    descriptionUr: fields.pDescriptionUr,
    price: fields.pPrice,
    stock: fields.pQuantity,
    offer: fields.pOffer,
    featuredOrder: fields.featuredOrder,
    status: fields.pStatus,
    categoryId: fields.pCategory,
    hasWeightSelection: fields.hasWeightSelection,
  };
}
