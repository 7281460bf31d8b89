import clsx from "clsx";
import { AdminLink } from "@/components/admin/admin-link";
import {
  describePhoneHistory,
  phoneHistoryNeedsCare,
  phoneHistoryTexts,
  type PhoneHistory,
} from "@/lib/domain/phone-history";
import { ordersListHref } from "@/lib/domain/validation/admin-order";

/** '3 orders: 2 delivered, 1 returned', leading to the orders list searched by that phone. */
export function PhoneHistoryLink({
  phone,
  history,
  ofAnOrder = false,
  className,
}: {
  phone: string;
  history: PhoneHistory;
  /** Shown beside one of the phone's orders (counted in `history`). */
  ofAnOrder?: boolean;
  className?: string;
}) {
  const summary = describePhoneHistory(history, { ofAnOrder });
  return (
    <AdminLink
      href={ordersListHref({ q: phone })}
      aria-label={phoneHistoryTexts.linkLabel(phone, summary)}
      className={clsx(
        "underline",
        phoneHistoryNeedsCare(history, { ofAnOrder }) ? "text-amber-800" : "text-stone-600",
        className,
      )}
    >
      {summary}
    </AdminLink>
  );
}
