"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { AdminOrderLink } from "@/components/admin/admin-link";
import { TextField } from "@/components/ui/text-field";
import { blockPhone, unblockPhone } from "@/lib/client/blocked-phones-api";
import { formatDateTime } from "@/lib/domain/dates";
import type { BlockedPhoneEntry } from "@/lib/domain/held-orders";
import {
  blockedPhonesHref,
  blockPhoneSchema,
  type BlockPhone,
  type BlockPhoneInput,
} from "@/lib/domain/validation/blocked-phone";
import { PageLinks } from "./page-links";
import { PhoneHistoryLink } from "./phone-history";
import { useAdminAction } from "./use-admin-action";

function BlockForm() {
  const act = useAdminAction();
  const form = useForm<BlockPhoneInput, unknown, BlockPhone>({
    resolver: zodResolver(blockPhoneSchema),
    defaultValues: { phone: "", reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const done = await act({ call: () => blockPhone(values), failure: "Failed to block the number" });
    if (done) form.reset();
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="block-number"
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="block-number" className="text-lg font-semibold">
        Block a number
      </h2>
      <div className="grid gap-3 md:grid-cols-[14rem_1fr_auto] md:items-start">
        <TextField
          id="blocked-phone"
          label="Phone number"
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <TextField
          id="blocked-reason"
          label="Reason"
          maxLength={200}
          error={errors.reason?.message}
          {...form.register("reason")}
        />
        <button type="submit" className="btn-primary md:mt-6" disabled={isSubmitting}>
          {isSubmitting ? "Blocking..." : "Block number"}
        </button>
      </div>
    </form>
  );
}

/** Why the number is blocked: the order cancelled as fake, or the admin's reason. */
function Cause({ entry }: { entry: BlockedPhoneEntry }) {
  if (entry.order)
    return (
      <span>
        Cancelled as fake: <AdminOrderLink order={entry.order} />
      </span>
    );
  return <span className="break-words">{entry.reason ?? "Blocked by hand"}</span>;
}

function Blocked({ entry }: { entry: BlockedPhoneEntry }) {
  return (
    <span className="text-stone-600">
      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      {entry.blockedBy ? ` by ${entry.blockedBy}` : ""}
    </span>
  );
}

function UnblockButton({ entry: { phone, phoneKey } }: { entry: BlockedPhoneEntry }) {
  const act = useAdminAction();
  const [busy, setBusy] = useState(false);
  const unblock = async () => {
    setBusy(true);
    await act({
      confirm: `Unblock ${phone}? Its online orders will no longer be held for review.`,
      call: () => unblockPhone(phoneKey),
      failure: "Failed to unblock the number",
    });
    setBusy(false);
  };
  return (
    <button
      type="button"
      className="btn-secondary"
      disabled={busy}
      aria-label={`Unblock ${phone}`}
      onClick={() => void unblock()}
    >
      Unblock
    </button>
  );
}

export function BlockedPhonesClient({
  entries,
  view,
}: {
  entries: BlockedPhoneEntry[];
  view: { page: number; pageCount: number; total: number };
}) {
  return (
    <div className="flex flex-col gap-4">
      <BlockForm />
      {entries.length === 0 ? (
        <p className="rounded-lg border border-stone-200 bg-white px-3 py-8 text-center text-stone-600">
          No blocked numbers
        </p>
      ) : (
        <>
          <table className="hidden w-full rounded-lg border border-stone-200 bg-white text-left text-sm md:table">
            <thead className="bg-stone-50 text-xs text-stone-600 uppercase">
              <tr>
                {["Phone", "Blocked", "Why", ""].map((column, index) => (
                  <th key={index} scope="col" className="px-3 py-2">
                    {column || <span className="sr-only">Actions</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.phoneKey} className="border-t border-stone-200 align-top">
                  <td className="px-3 py-2">
                    <span className="block font-medium whitespace-nowrap">{entry.phone}</span>
                    <PhoneHistoryLink phone={entry.phone} history={entry.history} className="block text-xs" />
                  </td>
                  <td className="px-3 py-2">
                    <Blocked entry={entry} />
                  </td>
                  <td className="px-3 py-2">
                    <Cause entry={entry} />
                  </td>
                  <td className="w-32 px-3 py-2 text-right">
                    <UnblockButton entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="flex flex-col gap-3 md:hidden" aria-label="Blocked phones">
            {entries.map((entry) => (
              <li
                key={entry.phoneKey}
                className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-3 text-sm"
              >
                <span className="font-semibold whitespace-nowrap">{entry.phone}</span>
                <PhoneHistoryLink phone={entry.phone} history={entry.history} className="self-start py-1.5 text-xs" />
                <Blocked entry={entry} />
                <Cause entry={entry} />
                <div className="mt-1">
                  <UnblockButton entry={entry} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <PageLinks
        total={view.total}
        noun={{ one: "blocked number", many: "blocked numbers" }}
        page={view.page}
        pageCount={view.pageCount}
        hrefFor={blockedPhonesHref}
      />
    </div>
  );
}
