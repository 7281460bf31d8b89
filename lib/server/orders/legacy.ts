// Orders in the legacy REST shape: lines as { id: product | null, quantitiy, weight, price }.
import { toLegacyImage } from "../catalog/legacy";
import { orderStatusLabel } from "@/lib/domain/orders";
import type { OrderRow } from "./read";

export function toLegacyOrder(order: OrderRow) {
  return {
    _id: order.id,
    transactionId: order.transactionId,
    status: orderStatusLabel[order.status],
    amount: order.total,
    user: order.user ? { _id: order.user.id, name: order.user.name, email: order.user.email } : null,
    customerInfo: {
      fullName: order.fullName,
      email: order.email ?? "",
      specialInstructions: order.specialInstructions ?? "",
    },
    phone: order.phone,
    address: order.address,
    city: order.city,
    isGuest: order.isGuest,
    paymentMethod: order.paymentMethod,
    promoCode: order.promoCode,
    orderBreakdown: {
      subtotal: order.subtotal,
      deliveryCharges: order.deliveryCharge,
      promoCodeDiscount: order.promoDiscount,
      finalTotal: order.total,
    },
    allProduct: order.lines.map((line) => ({
      id: line.product
        ? {
            _id: line.product.id,
            pName: line.product.name,
            pImages: line.product.images.map(toLegacyImage),
            pPrice: line.product.price,
          }
        : null,
      productName: line.productName,
      productImage: line.productImage,
      quantitiy: line.quantity,
      quantity: line.quantity,
      weight: line.weight ?? "",
      price: line.unitPrice,
      originalPrice: line.originalPrice,
    })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
