"use client";
import Image from "next/image";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useEffect, useState } from "react";
import { CloseButton, Modal } from "@/components/ui/modal";
import { cartProducts, refreshCart, useTellCartChanges } from "@/lib/client/cart-refresh";
import { useCart } from "@/lib/client/cart-store";
import { dialogProduct, type DialogProduct } from "@/lib/client/dialog-product";
import { getProduct } from "@/lib/client/catalog-api";
import { toast } from "@/lib/client/toast-store";
import { useUi } from "@/lib/client/ui-store";
import { cartLineName, packsInStock, type CartLine } from "@/lib/domain/cart";
import { productImageUrl } from "@/lib/domain/images";
import { formatRupees, freeDeliveryThreshold, orderTotals } from "@/lib/domain/pricing";
import { QuantityStepper } from "./quantity-stepper";

async function productFor(line: CartLine): Promise<DialogProduct> {
  return cartProducts.get(line.id) ?? dialogProduct(await getProduct(line.id));
}

/** How far the cart is from free delivery, as the spec's hint and a bar. */
function FreeDeliveryProgress({ subtotal }: { subtotal: number }) {
  const t = useTranslations("cart");
  const reached = subtotal >= freeDeliveryThreshold;
  return (
    <div className="mt-2 rounded bg-amber-50 px-2 py-1.5 text-amber-900">
      <p>
        {reached
          ? t("freeDelivery")
          : t("addForFreeDelivery", { amount: formatRupees(freeDeliveryThreshold - subtotal) })}
      </p>
      <div
        role="progressbar"
        aria-label={t("towardFreeDelivery")}
        aria-valuemin={0}
        aria-valuemax={freeDeliveryThreshold}
        aria-valuenow={Math.min(subtotal, freeDeliveryThreshold)}
        className="mt-1 h-1.5 overflow-hidden rounded-full bg-amber-200"
      >
        <div
          className="h-full rounded-full bg-green-700"
          style={{ width: `${Math.min(100, (subtotal / freeDeliveryThreshold) * 100)}%` }}
        />
      </div>
    </div>
  );
}

const lineAction =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 underline hover:bg-stone-100";

/** The 'Shopping Cart' drawer. */
export function CartDrawer() {
  const router = useRouter();
  const t = useTranslations("cart");
  const { lines, drawerOpen, closeDrawer, removeLine, replaceLine } = useCart();
  const openProductDialog = useUi((state) => state.openProductDialog);
  const locale = useLocale();
  const tellCartChanges = useTellCartChanges();
  // Drawn again once the cart is re-priced: cartProducts then holds the stock each stepper allows.
  const [, setRefreshed] = useState(0);

  useEffect(() => {
    if (drawerOpen)
      void refreshCart().then((changes) => {
        tellCartChanges(changes);
        setRefreshed((count) => count + 1);
      });
  }, [drawerOpen, tellCartChanges]);

  const nameOf = (line: CartLine) => cartLineName(line, locale);

  const { subtotal, deliveryCharge: delivery, total } = orderTotals(lines);

  const remove = (line: CartLine) => {
    removeLine({ id: line.id, weight: line.weight });
    toast.success(t("removed"));
    if (lines.length === 1) {
      closeDrawer();
      router.push("/");
    }
  };

  const edit = async (line: CartLine) => {
    const product = await productFor(line).catch(() => null);
    if (!product) {
      toast.error(t("notFound"));
      return;
    }
    closeDrawer();
    openProductDialog({ product, line });
  };

  const checkout = () => {
    if (lines.length === 0) {
      toast.error(t("emptyCheckout"));
      return;
    }
    closeDrawer();
    router.push("/checkout");
  };

  return (
    <Modal open={drawerOpen} onClose={closeDrawer} label={t("title")} placement="end">
      <CloseButton onClick={closeDrawer} label={t("close")} />
      <h2 className="border-b border-stone-200 px-4 py-4 text-lg font-bold">{t("title")}</h2>
      <div className="flex-1 overflow-y-auto px-4">
        {lines.length === 0 ? (
          <p className="py-12 text-center text-stone-600">{t("empty")}</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {lines.map((line) => (
              <li
                key={`${line.id}:${line.weight ?? ""}`}
                className="flex gap-3 py-3"
                aria-label={`${nameOf(line)}${line.weight ? ` ${line.weight}` : ""}`}
              >
                <Image
                  src={productImageUrl(line.image, { thumbnail: true })}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded object-cover"
                />
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium">{nameOf(line)}</p>
                  {line.weight && <p className="text-stone-600">{t("size", { size: t(`weight.${line.weight}`) })}</p>}
                  <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <QuantityStepper
                      id={`cart-quantity-${line.id}-${line.weight ?? "piece"}`}
                      size="small"
                      of={`${nameOf(line)}${line.weight ? ` ${line.weight}` : ""}`}
                      value={line.quantity}
                      max={packsInStock(cartProducts.get(line.id)?.stock ?? Infinity, line.weight)}
                      onChange={(quantity) => replaceLine({ id: line.id, weight: line.weight }, { ...line, quantity })}
                    />
                    <p className="text-end">
                      <span className="font-semibold whitespace-nowrap">
                        {formatRupees(line.price * line.quantity)}
                      </span>
                      {line.originalPrice !== line.price && (
                        <del className="block text-xs whitespace-nowrap text-stone-500">
                          {formatRupees(line.originalPrice * line.quantity)}
                        </del>
                      )}
                    </p>
                  </div>
                  {/* A thumb's box each (44 px), apart: the one a thumb means, never its neighbour. */}
                  <div className="-ms-3 mt-1 flex gap-2">
                    <button type="button" className={`${lineAction} text-brand`} onClick={() => void edit(line)}>
                      {t("edit")}
                    </button>
                    <button type="button" className={`${lineAction} text-red-700`} onClick={() => remove(line)}>
                      {t("delete")}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-stone-200 p-4 text-sm">
        <dl className="grid grid-cols-2 gap-1">
          <dt>{t("subtotal")}</dt>
          <dd className="text-end" data-testid="cart-subtotal">
            {formatRupees(subtotal)}
          </dd>
          <dt>{t("delivery")}</dt>
          <dd className="text-end">{formatRupees(delivery)}</dd>
          <dt className="font-bold">{t("total")}</dt>
          <dd className="text-end font-bold" data-testid="cart-total">
            {formatRupees(total)}
          </dd>
        </dl>
        {subtotal > 0 && <FreeDeliveryProgress subtotal={subtotal} />}
        <div className="mt-3 grid grid-cols-2 gap-2">
          <button type="button" className="btn-secondary min-h-11" onClick={closeDrawer}>
            {t("continueShopping")}
          </button>
          <button type="button" className="btn-primary min-h-11" onClick={checkout}>
            {t("checkout")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
