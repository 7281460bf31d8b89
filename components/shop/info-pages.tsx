// The texts of the shop's static pages (app/[locale]/(shop)/(info)), in the page's language from
// messages/*/info.json. The shop's own values (name, days, threshold, address) fill their
// placeholders, so each rule is stated in one place (lib/domain/shop.ts, pricing.ts).
import { useLocale, useTranslations } from "next-intl";
import { deliveryCharge, formatRupees, freeDeliveryThreshold } from "@/lib/domain/pricing";
import { shop } from "@/lib/domain/shop";
import { nameIn, textIn } from "@/lib/i18n/translated";

/** The shop's e-mail (and, in English, its hours and address) read left to right. */
const ltr = (text: React.ReactNode) => <bdi dir="ltr">{text}</bdi>;

/** The delivery time as the shipping policy counts it. */
const deliveryDays = { fewest: String(shop.deliveryDays.fewest), most: String(shop.deliveryDays.most) };

export function AboutUs() {
  const t = useTranslations("info.about");
  const locale = useLocale();
  return (
    <>
      <h1>{t("title")}</h1>
      <p>
        {t("intro", {
          name: nameIn(shop, locale),
          city: textIn(shop.city, shop.cityUr, locale),
          since: String(shop.since),
        })}
      </p>
      <h2>{t("whatHeading")}</h2>
      <p>{t("what")}</p>
      <h2>{t("howHeading")}</h2>
      <ul>
        <li>{t("delivery", { threshold: formatRupees(freeDeliveryThreshold) })}</li>
        <li>{t("cash")}</li>
        <li>{t.rich("help", { hours: textIn(shop.businessHours, shop.businessHoursUr, locale), ltr })}</li>
      </ul>
      <p>{t.rich("visit", { address: textIn(shop.address, shop.addressUr, locale), email: shop.email, ltr })}</p>
    </>
  );
}

const questions = ["organic", "allergy", "keep", "pay", "delivery"] as const;

export function FrequentlyAskedQuestions() {
  const t = useTranslations("info.faq");
  return (
    <>
      <h1>{t("title")}</h1>
      {questions.map((question) => (
        <section key={question}>
          <h2>{t(`${question}Q`)}</h2>
          <p>{t(`${question}A`, deliveryDays)}</p>
        </section>
      ))}
    </>
  );
}

export function ShippingPolicy() {
  const t = useTranslations("info.shipping");
  return (
    <>
      <h1>{t("title")}</h1>
      <h2>{t("whereHeading")}</h2>
      <p>{t("where", deliveryDays)}</p>
      <h2>{t("callHeading")}</h2>
      <p>{t("call")}</p>
      <h2>{t("chargesHeading")}</h2>
      <p>{t("charges", { charge: formatRupees(deliveryCharge), threshold: formatRupees(freeDeliveryThreshold) })}</p>
      <h2>{t("paymentHeading")}</h2>
      <p>{t("payment")}</p>
    </>
  );
}

export function RefundPolicy() {
  const t = useTranslations("info.refund");
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("inspect")}</p>
      <p>{t("approved")}</p>
    </>
  );
}

export function ReturnExchangePolicy() {
  const t = useTranslations("info.returns");
  const days = String(shop.exchangeDays);
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("exchangesOnly")}</p>
      <ul>
        <li>{t("postmarked", { days })}</li>
        <li>{t("unused")}</li>
        <li>{t("shipping")}</li>
        <li>
          {t.rich("rma", {
            email: shop.email,
            mail: (address) => (
              <a href={`mailto:${shop.email}`} dir="ltr">
                {address}
              </a>
            ),
          })}
        </li>
        <li>{t("processed")}</li>
      </ul>
      <h2>{t("defectiveHeading")}</h2>
      <p>{t("defective", { days })}</p>
    </>
  );
}

const prohibited = ["unlawful", "infringing", "spam", "viruses"] as const;

export function TermsAndConditions() {
  const t = useTranslations("info.terms");
  const name = nameIn(shop, useLocale());
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("agree", { name })}</p>
      <h2>{t("contentHeading")}</h2>
      <p>{t("content")}</p>
      <h2>{t("prohibitedHeading")}</h2>
      <ul>
        {prohibited.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
      <p>{t("removal")}</p>
      <h2>{t("informationHeading")}</h2>
      <p>{t("information")}</p>
      <h2>{t("propertyHeading")}</h2>
      <p>{t("property", { name })}</p>
      <h2>{t("ordersHeading")}</h2>
      <p>{t("orders")}</p>
    </>
  );
}
