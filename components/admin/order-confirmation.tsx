"use client";
import { useState } from "react";
import { addOrderNote, recordCallOutcome } from "@/lib/client/admin-api";
import { confirmationChatLink } from "@/lib/domain/order-text";
import { awaitsConfirmation, callOutcomes, confirmationLabel, type Order } from "@/lib/domain/orders";
import { telLink } from "@/lib/domain/phone";
import { orderNoteMessages } from "@/lib/domain/validation/admin-order";
import { useAdminAction } from "./use-admin-action";

const outcomeStyle: Record<(typeof callOutcomes)[number], string> = {
  Confirmed: "btn-primary",
  NoAnswer: "btn-secondary",
  WrongNumber: "btn-secondary",
  CancelledByCustomer: "btn-secondary border-red-700 text-red-700",
};

/** The confirmation call: the number to call, the WhatsApp message, and the outcome buttons. */
export function ConfirmationPanel({ order }: { order: Order }) {
  const act = useAdminAction();
  const [busy, setBusy] = useState(false);
  const waiting = awaitsConfirmation(order);
  const chatLink = confirmationChatLink(order);
  const record = async (outcome: (typeof callOutcomes)[number]) => {
    setBusy(true);
    await act({
      confirm: outcome === "CancelledByCustomer" ? "Cancel this order at the customer's request?" : undefined,
      call: () => recordCallOutcome(order.id, outcome),
      failure: "Failed to record the call",
    });
    setBusy(false);
  };
  return (
    <div className="flex flex-col gap-3">
      <p>
        <span className="font-semibold">{confirmationLabel[order.confirmation]}</span>
        <span className="text-stone-600">
          {" "}
          · {order.confirmationAttempts} {order.confirmationAttempts === 1 ? "call" : "calls"} recorded
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <a href={telLink(order.phone)} className="btn-secondary">
          Call {order.phone}
        </a>
        {chatLink && (
          <a href={chatLink} target="_blank" rel="noopener noreferrer" className="btn-secondary">
            WhatsApp the customer
          </a>
        )}
      </div>
      {waiting && (
        <div role="group" aria-label="Record the call" className="flex flex-wrap gap-2">
          {callOutcomes.map((outcome) => (
            <button
              key={outcome}
              type="button"
              className={outcomeStyle[outcome]}
              disabled={busy}
              onClick={() => void record(outcome)}
            >
              {confirmationLabel[outcome]}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** A note in the order's history: for staff only unless shared with the customer. */
export function NoteForm({ orderId }: { orderId: string }) {
  const act = useAdminAction();
  const [note, setNote] = useState("");
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setError(orderNoteMessages.blank);
      return;
    }
    setError(null);
    setBusy(true);
    const saved = await act({ call: () => addOrderNote(orderId, note, !shared), failure: "Failed to add the note" });
    setBusy(false);
    if (saved) {
      setNote("");
      setShared(false);
    }
  };
  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-2">
      <label htmlFor="order-note" className="text-sm font-medium">
        Add a note
      </label>
      <textarea
        id="order-note"
        className="field min-h-20"
        maxLength={1000}
        value={note}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "order-note-error" : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      {error && (
        <p id="order-note-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />
        Show this note to the customer
      </label>
      <button type="submit" className="btn-secondary self-start" disabled={busy}>
        {busy ? "Saving..." : "Add note"}
      </button>
    </form>
  );
}
