import { formatRupees } from "@/lib/domain/money";
import { formatCount } from "@/lib/domain/text";
import { cashPageHref } from "@/lib/domain/validation/cash";
import { ActionCard } from "./action-cards";

/** The cash delivered orders brought in that couriers still hold, leading to the cash page. */
export function CashWithCouriers({ amount, orders }: { amount: number; orders: number }) {
  return (
    <ActionCard
      href={cashPageHref()}
      title="Cash with couriers"
      detail={`${formatCount(orders)} delivered ${orders === 1 ? "order" : "orders"} not paid for yet`}
      figure={formatRupees(amount)}
      figureTestId="cash-with-couriers"
      tone="sky"
      due={amount > 0}
    />
  );
}
