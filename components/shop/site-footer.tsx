import { Link } from "@/lib/i18n/navigation";
import { chatLink, emailLink, mapLink } from "@/lib/domain/contact";
import { shop } from "@/lib/domain/shop";

// Not prefetched: a footer in view would otherwise load the code of the checkout's and the
// tracking page's forms (about 45 kB) on every page a shopper scrolls to the end of.
const quickLinks = [
  { href: "/", label: "Home" },
  { href: "/wish-list", label: "Wishlist" },
  { href: "/checkout", label: "Checkout" },
  { href: "/track-order", label: "Track your order" },
  { href: "/about-us", label: "About Us" },
  { href: "/frequently-asked-questions", label: "FAQ" },
];

const policyLinks = [
  { href: "/TermsAndConditions", label: "Terms and Conditions" },
  { href: "/shipping-policy", label: "Shipping Policy" },
  { href: "/return-exchange-policy", label: "Return and Exchange Policy" },
  { href: "/refund-policy", label: "Refund Policy" },
];

const socialLinks = [
  { href: "https://www.facebook.com/", label: "Facebook" },
  { href: "https://www.instagram.com/", label: "Instagram" },
  { href: chatLink, label: "WhatsApp" },
];

export function SiteFooter() {
  return (
    <footer className="mt-12 border-t border-stone-200 bg-stone-50 text-sm text-stone-700">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="mb-2 text-base font-bold text-brand">{shop.name}</h2>
          <p className="mb-2 font-medium">{shop.tagline}</p>
          <p>
            A family business in {shop.city} since {shop.since}, sorting and packing dry fruits, dates and nuts by hand
            and sending them across Pakistan, cash on delivery.
          </p>
          <ul className="mt-3 flex gap-3">
            {socialLinks.map((link) => (
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
          <h2 className="mb-2 font-semibold">Contact</h2>
          <ul className="flex flex-col gap-1">
            <li>
              Chat:{" "}
              <a href={chatLink} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                {shop.phone}
              </a>
            </li>
            <li>
              E-mail:{" "}
              <a href={emailLink} className="underline underline-offset-2">
                {shop.email}
              </a>
            </li>
            <li>
              <a href={mapLink} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                {shop.address}
              </a>
            </li>
            <li>Business hours: {shop.businessHours}</li>
          </ul>
        </section>
        <nav aria-label="Quick links">
          <h2 className="mb-2 font-semibold">Quick Links</h2>
          <ul className="flex flex-col gap-1">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false} className="hover:text-brand">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Policies">
          <h2 className="mb-2 font-semibold">Policies</h2>
          <ul className="flex flex-col gap-1">
            {policyLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} prefetch={false} className="hover:text-brand">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-200 py-4 text-center text-xs text-stone-600">
        <p>
          © {new Date().getFullYear()} {shop.name}. All rights reserved.
        </p>
        <p className="mt-1">Built by the {shop.name} web team in Islamabad.</p>
      </div>
    </footer>
  );
}
