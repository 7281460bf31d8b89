import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { emailLink, mapLink, shopChatLink } from "@/lib/domain/contact";
import { shop } from "@/lib/domain/shop";
import { nameIn, textIn } from "@/lib/i18n/translated";
import type { Messages } from "@/lib/i18n/messages";

type FooterText = keyof Messages["footer"];

// Not prefetched: a footer in view would otherwise load the code of the checkout's and the
// tracking page's forms (about 45 kB) on every page a shopper scrolls to the end of.
const quickLinks: { href: string; label: FooterText }[] = [
  { href: "/", label: "home" },
  { href: "/wish-list", label: "wishlist" },
  { href: "/checkout", label: "checkout" },
  { href: "/track-order", label: "trackOrder" },
  { href: "/about-us", label: "aboutUs" },
  { href: "/frequently-asked-questions", label: "faq" },
];

const policyLinks: { href: string; label: FooterText }[] = [
  { href: "/TermsAndConditions", label: "terms" },
  { href: "/shipping-policy", label: "shippingPolicy" },
  { href: "/return-exchange-policy", label: "returnPolicy" },
  { href: "/refund-policy", label: "refundPolicy" },
];

// The networks' own names, the same in every language (and WhatsApp, the chat in the page's language).
const socialLinks = [
  { href: "https://www.facebook.com/", label: "Facebook" },
  { href: "https://www.instagram.com/", label: "Instagram" },
];

export function SiteFooter() {
  const t = useTranslations("footer");
  const locale = useLocale();
  const name = nameIn(shop, locale);
  const chatLink = shopChatLink(useTranslations("menu")("chatGreeting"));
  return (
    // Nastaliq's tall letters need more room than text-sm's line height, or a paragraph's lines overlap.
    <footer className="mt-12 border-t border-stone-200 bg-stone-50 text-sm text-stone-700 rtl:leading-loose">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="mb-2 text-base font-bold text-brand">{name}</h2>
          <p className="mb-2 font-medium">{textIn(shop.tagline, shop.taglineUr, locale)}</p>
          <p>{t("about", { city: textIn(shop.city, shop.cityUr, locale), since: String(shop.since) })}</p>
          <ul className="mt-3 flex gap-3">
            {[...socialLinks, { href: chatLink, label: "WhatsApp" }].map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline underline-offset-2 hover:text-brand"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold">{t("contact")}</h2>
          <ul className="flex flex-col gap-1">
            <li>
              {t("chat")}{" "}
              <a
                href={chatLink}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
                className="underline underline-offset-2"
              >
                {shop.phone}
              </a>
            </li>
            <li>
              {t("email")}{" "}
              <a href={emailLink} dir="ltr" className="underline underline-offset-2">
                {shop.email}
              </a>
            </li>
            <li>
              <a href={mapLink} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                {textIn(shop.address, shop.addressUr, locale)}
              </a>
            </li>
            <li>{t("businessHours", { hours: textIn(shop.businessHours, shop.businessHoursUr, locale) })}</li>
          </ul>
        </section>
        <nav aria-label={t("quickLinks")}>
          <h2 className="mb-2 font-semibold">{t("quickLinksHeading")}</h2>
          <ul className="flex flex-col gap-1">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false} className="hover:text-brand">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("policies")}>
          <h2 className="mb-2 font-semibold">{t("policies")}</h2>
          <ul className="flex flex-col gap-1">
            {policyLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false} className="hover:text-brand">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-200 py-4 text-center text-xs text-stone-600">
        <p>{t("rights", { year: String(new Date().getFullYear()), name })}</p>
        <p className="mt-1">{t("builtBy", { name })}</p>
      </div>
    </footer>
  );
}
