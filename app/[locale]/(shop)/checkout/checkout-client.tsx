"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Image from "next/image";
import { Link } from "@/lib/i18n/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocale } from "next-intl";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { useCart } from "@/lib/client/cart-store";
import { failureMessage } from "@/lib/client/http";
import { trackInitiateCheckout } from "@/lib/client/pixel";
import { rememberPlacedOrder } from "@/lib/client/placed-orders";
import { placeOrder } from "@/lib/client/order-api";
import { pendingTransactionId, settlePendingOrder } from "@/lib/client/pending-order";
import { toast } from "@/lib/client/toast-store";
import { useUi } from "@/lib/client/ui-store";
import { ChevronIcon } from "@/components/ui/icons";
import { cartLineName, type CartLine } from "@/lib/domain/cart";
import { productImageUrl } from "@/lib/domain/images";
import { formatRupees, orderTotals, type OrderTotals } from "@/lib/domain/pricing";
import { useDomainMessage } from "@/lib/i18n/domain-messages";
import { checkoutFormSchema, emptyCartMessage, placeOrderMessages } from "@/lib/domain/validation/checkout";
import { PromoField, type AppliedPromo } from "./promo-field";

interface Customer {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 p-4 sm:p-5">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}

/** The cart's lines, each with its size, quantity and price. */
function SummaryLines({ lines }: { lines: CartLine[] }) {
  const t = useTranslations("checkout");
  const locale = useLocale();
  return (
    <ul className="flex flex-col gap-3 text-sm">
      {lines.map((line) => (
        <li key={`${line.id}:${line.weight ?? ""}`} className="flex items-center gap-3">
          <Image
            src={productImageUrl(line.image, { thumbnail: true })}
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 rounded object-cover"
          />
          <span className="flex-1">
            {cartLineName(line, locale)}
            <span className="block text-xs text-stone-600">
              {line.weight ? `${line.weight} · ` : ""}
              {t("quantity", { quantity: line.quantity })}
            </span>
          </span>
          <span className="whitespace-nowrap">{formatRupees(line.price * line.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}

const minus = (amount: number) => `−${formatRupees(amount)}`;

/** Sub Total, Delivery Charges, the promo's discount and the Total. */
function SummaryTotals({
  totals: { subtotal, deliveryCharge, discount, total },
  promoCode,
  totalTestId,
}: {
  totals: OrderTotals;
  promoCode: string | undefined;
  totalTestId?: string;
}) {
  const t = useTranslations("checkout");
  return (
    <dl className="grid grid-cols-2 gap-1 border-t border-stone-200 pt-3 text-sm">
      <dt>{t("subTotal")}</dt>
      <dd className="text-end whitespace-nowrap">{formatRupees(subtotal)}</dd>
      <dt>{t("deliveryCharges")}</dt>
      <dd className="text-end whitespace-nowrap">{formatRupees(deliveryCharge)}</dd>
      {discount > 0 && (
        <>
          <dt>{t("promoDiscount", { code: promoCode ?? "" })}</dt>
          <dd className="text-end whitespace-nowrap text-green-700">
            {/* Left to right in Urdu too: the minus before "Rs." */}
            <span dir="ltr">{minus(discount)}</span>
          </dd>
        </>
      )}
      <dt className="text-base font-bold">{t("total")}</dt>
      <dd className="text-end text-base font-bold whitespace-nowrap" data-testid={totalTestId}>
        {formatRupees(total)}
      </dd>
    </dl>
  );
}

/**
 * A phone's (and a tablet's) checkout puts its one column of fields before the summary: this says
 * the total first, and opens to the lines. A wide screen has the summary beside the fields instead.
 */
function SummaryFirst({ lines, totals, promoCode }: { lines: CartLine[]; totals: OrderTotals; promoCode?: string }) {
  const t = useTranslations("checkout");
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <details className="group rounded-lg border border-stone-200 lg:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 [&::-webkit-details-marker]:hidden">
        {/* Mirrored in Urdu, so it turns the other way to point down. */}
        <ChevronIcon
          direction="right"
          className="h-4 w-4 shrink-0 ltr:group-open:rotate-90 rtl:-scale-x-100 rtl:group-open:-rotate-90"
        />
        <span className="flex-1">
          {t("summaryToggle")}{" "}
          <span className="text-sm whitespace-nowrap text-stone-600">{t("itemCount", { count: items })}</span>
        </span>
        <span className="font-bold whitespace-nowrap" data-testid="checkout-summary-total">
          {formatRupees(totals.total)}
        </span>
      </summary>
      <div className="flex flex-col gap-3 border-t border-stone-200 p-4">
        <SummaryLines lines={lines} />
        <SummaryTotals totals={totals} promoCode={promoCode} />
      </div>
    </details>
  );
}

export function CheckoutClient({ customer }: { customer: Customer | null }) {
  const t = useTranslations("checkout");
  const shown = useDomainMessage();
  const router = useRouter();
  const { lines, hydrated, clear } = useCart();
  const openLogin = useUi((state) => state.openLogin);
  const setOrderPlaced = useUi((state) => state.setOrderPlaced);
  const locale = useLocale();
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const tracked = useRef(false);
  const form = useForm({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      fullName: customer?.name ?? "",
      phoneNumber: customer?.phoneNumber ?? "",
      email: customer?.email ?? "",
      shippingAddress: "",
      city: "",
      specialInstructions: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!hydrated || lines.length === 0 || tracked.current) return;
    tracked.current = true;
    trackInitiateCheckout(lines);
  }, [hydrated, lines]);

  const totals = orderTotals(lines, promo);
  const { subtotal, deliveryCharge: delivery, discount, total } = totals;

  const submit = form.handleSubmit(
    async (contact) => {
      setRefusal(null);
      if (lines.length === 0) {
        toast.error(shown(emptyCartMessage));
        return;
      }
      try {
        const { placed, before } = await placeOrder({
          lines,
          contact,
          customerId: customer?.id ?? null,
          transactionId: pendingTransactionId(),
          promoCode: promo?.code ?? null,
          locale,
          shown: { subtotal, deliveryCharge: delivery, promoDiscount: discount, total },
        });
        settlePendingOrder();
        rememberPlacedOrder(placed);
        if (before === "other cart") {
          toast.info(shown(placeOrderMessages.placedWithOtherCart));
        } else {
          if (before) toast.info(shown(placeOrderMessages.alreadyPlaced));
          clear();
          setOrderPlaced(true);
        }
        router.push(placed.url);
      } catch (error) {
        toast.error(shown(failureMessage(error, placeOrderMessages.failed, placeOrderMessages.failed)));
        // A refusal may say how to order instead (the shop's phone), a lost answer what to do: it stays by the button.
        setRefusal(shown(failureMessage(error, placeOrderMessages.failed, placeOrderMessages.noAnswer)));
      }
    },
    () => {
      toast.error(t("fillRequired"));
      // react-hook-form focuses the first bad field; bring it into view on small screens too. Only a
      // field of the form: by the next frame the shopper may have left the page (focus on <body>).
      requestAnimationFrame(() => {
        const field = document.activeElement;
        if (field?.closest("form")) field.scrollIntoView({ block: "center", behavior: "smooth" });
      });
    },
  );

  if (!hydrated) return <p className="text-stone-600">{t("loading")}</p>;
  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-12 text-center">
        <p className="text-lg text-stone-700">{shown(emptyCartMessage)}</p>
        <Link href="/" className="btn-primary">
          {t("startShopping")}
        </Link>
      </div>
    );
  }

  return (
    // Every field and button a thumb's height (44 px).
    <form onSubmit={submit} noValidate className="grid gap-6 lg:grid-cols-[1fr_24rem] [&_.field]:min-h-11">
      <div className="flex flex-col gap-6">
        <SummaryFirst lines={lines} totals={totals} promoCode={promo?.code} />
        {!customer && (
          <div className="flex items-center justify-between gap-3 rounded-md bg-stone-50 py-1 ps-4 pe-1 text-sm">
            <p>{t("guest")}</p>
            <button
              type="button"
              className="inline-flex min-h-11 shrink-0 items-center rounded-md px-3 font-semibold text-brand underline hover:bg-stone-100"
              onClick={() => openLogin("checkout")}
            >
              {t("login")}
            </button>
          </div>
        )}
        <Section title={t("contact")}>
          <TextField
            id="fullName"
            label={t("fullName")}
            autoComplete="name"
            error={shown(errors.fullName?.message)}
            {...form.register("fullName")}
          />
          <TextField
            id="phoneNumber"
            label={t("phoneNumber")}
            type="tel"
            autoComplete="tel"
            placeholder="0300 1234567"
            error={shown(errors.phoneNumber?.message)}
            {...form.register("phoneNumber")}
          />
          <TextField
            id="email"
            label={t("email")}
            type="email"
            autoComplete="email"
            error={shown(errors.email?.message)}
            {...form.register("email")}
          />
        </Section>
        <Section title={t("shipping")}>
          <TextField
            id="shippingAddress"
            label={t("shippingAddress")}
            autoComplete="address-line1"
            error={shown(errors.shippingAddress?.message)}
            {...form.register("shippingAddress")}
          />
          <TextField
            id="city"
            label={t("city")}
            autoComplete="address-level2"
            error={shown(errors.city?.message)}
            {...form.register("city")}
          />
          <TextAreaField
            id="specialInstructions"
            label={t("specialInstructions")}
            rows={3}
            error={shown(errors.specialInstructions?.message)}
            {...form.register("specialInstructions")}
          />
        </Section>
        <Section title={t("payment")}>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="payment" defaultChecked className="h-4 w-4 accent-brand" />
            {t("cashOnDelivery")}
          </label>
        </Section>
      </div>
      <div className="flex flex-col gap-6">
        <Section title={t("promoSection")}>
          <PromoField subtotal={subtotal} applied={promo} onChange={setPromo} />
        </Section>
        <Section title={t("summarySection")}>
          <SummaryLines lines={lines} />
          <SummaryTotals totals={totals} promoCode={promo?.code} totalTestId="checkout-total" />
          {refusal && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {refusal}
            </p>
          )}
          <button type="submit" className="btn-primary py-3" disabled={isSubmitting}>
            {isSubmitting ? t("placing") : t("placeOrder")}
          </button>
        </Section>
      </div>
    </form>
  );
}
