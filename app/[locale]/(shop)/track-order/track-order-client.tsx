"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/ui/text-field";
import { failureMessage } from "@/lib/client/http";
import { usePlacedOrders } from "@/lib/client/placed-orders";
import { findOrder } from "@/lib/client/order-api";
import { formatOrderNumber } from "@/lib/domain/orders";
import { formatRupees } from "@/lib/domain/pricing";
import { trackOrderSchema } from "@/lib/domain/validation/track-order";
import { formatDateIn } from "@/lib/i18n/dates";
import { useDomainMessage } from "@/lib/i18n/domain-messages";

export function TrackOrderClient() {
  const t = useTranslations("track");
  const shown = useDomainMessage();
  const locale = useLocale();
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const placed = usePlacedOrders();
  const form = useForm({
    resolver: zodResolver(trackOrderSchema),
    defaultValues: { orderNumber: "", phone: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ orderNumber, phone }) => {
    setFailure(null);
    try {
      router.push(await findOrder(formatOrderNumber(orderNumber), phone));
    } catch (error) {
      setFailure(shown(failureMessage(error, t("lookupFailed"))));
    }
  });

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border border-stone-200 p-4">
        <TextField
          id="orderNumber"
          label={t("orderNumber")}
          placeholder="MDF-10234"
          autoComplete="off"
          error={shown(errors.orderNumber?.message)}
          {...form.register("orderNumber")}
        />
        <TextField
          id="phone"
          label={t("phoneNumber")}
          type="tel"
          autoComplete="tel"
          placeholder="03XX XXXXXXX"
          error={shown(errors.phone?.message)}
          {...form.register("phone")}
        />
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failure}
          </p>
        )}
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t("lookingUp") : t("track")}
        </button>
      </form>
      {placed.length > 0 && (
        <section>
          <h2 className="mb-2 font-semibold">{t("placedHere")}</h2>
          <ul className="flex flex-col gap-2">
            {placed.map((order) => (
              <li key={order.orderNumber}>
                <Link
                  href={order.url}
                  className="flex justify-between gap-3 rounded-md border border-stone-200 p-3 hover:bg-stone-50"
                >
                  <span className="font-medium">{order.orderNumber}</span>
                  <span className="text-sm text-stone-600">
                    {formatDateIn(locale, order.placedAt)} ·{" "}
                    <span className="whitespace-nowrap">{formatRupees(order.total)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
