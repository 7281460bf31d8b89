import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { enterLocale } from "@/lib/i18n/page-locale";
import { WishlistClient } from "./wishlist-client";

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await enterLocale(params), namespace: "account" });
  return { title: t("wishlistTitle"), robots: { index: false } };
}

function Wishlist() {
  const t = useTranslations("account");
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t("myWishlist")}</h1>
      <WishlistClient />
    </div>
  );
}

export default async function WishlistPage({ params }: PageProps) {
  await enterLocale(params);
  return <Wishlist />;
}
