// Order statuses: the database's enum names and the labels the spec shows and the API speaks.
export const orderStatuses = ["NotProcessed", "Processing", "Shipped", "Delivered", "Cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabel: Record<OrderStatus, string> = {
  NotProcessed: "Not processed",
  Processing: "Processing",
  Shipped: "Shipped",
  Delivered: "Delivered",
  Cancelled: "Cancelled",
};

export function orderStatusFromLabel(label: string): OrderStatus | undefined {
  return orderStatuses.find((status) => orderStatusLabel[status] === label || status === label);
}
