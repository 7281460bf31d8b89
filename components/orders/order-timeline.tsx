import { formatDateTime } from "@/lib/domain/dates";
import { eventActor, eventTitle, type HistoryView } from "@/lib/domain/order-text";
import type { OrderEvent } from "@/lib/domain/orders";

/** An order's history, oldest first: what happened, who did it and when. */
export function OrderTimeline({ events, view }: { events: OrderEvent[]; view: HistoryView }) {
  return (
    <ol className="flex flex-col gap-3 border-l-2 border-stone-200 pl-4">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span aria-hidden className="absolute top-1.5 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-brand" />
          <p className="font-medium">{eventTitle(event, view)}</p>
          {event.note && <p className="text-sm whitespace-pre-line text-stone-700">{event.note}</p>}
          <p className="text-xs text-stone-600">
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time> · {eventActor(event, view)}
          </p>
        </li>
      ))}
    </ol>
  );
}
