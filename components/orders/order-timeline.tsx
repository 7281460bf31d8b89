import { useLocale, useTranslations } from "next-intl";
import { eventActor, eventTitle, type HistoryView } from "@/lib/domain/order-text";
import type { OrderEvent } from "@/lib/domain/orders";
import { formatDateTimeIn } from "@/lib/i18n/dates";
import { historyActorKey, historyTitleKey } from "@/lib/i18n/order-history";

/**
 * An order's history, oldest first: what happened, who did it and when. Staff read it in English
 * (lib/domain/order-text.ts); the shopper in the page's language, from the same events.
 */
export function OrderTimeline({ events, view }: { events: OrderEvent[]; view: HistoryView }) {
  const t = useTranslations("order.history");
  const locale = useLocale();

  const title = (event: OrderEvent) => (view === "staff" ? eventTitle(event, view) : t(historyTitleKey(event)));
  const actor = (event: OrderEvent) => {
    const key = view === "staff" ? null : historyActorKey(event);
    return key ? t(key) : eventActor(event, view);
  };

  return (
    <ol className="flex flex-col gap-3 border-s-2 border-stone-200 ps-4">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span aria-hidden className="absolute -start-[1.4rem] top-1.5 h-2.5 w-2.5 rounded-full bg-brand" />
          <p className="font-medium">{title(event)}</p>
          {event.note && <p className="text-sm whitespace-pre-line text-stone-700">{event.note}</p>}
          <p className="text-xs text-stone-600">
            <time dateTime={event.createdAt}>{formatDateTimeIn(locale, event.createdAt)}</time> · {actor(event)}
          </p>
        </li>
      ))}
    </ol>
  );
}
