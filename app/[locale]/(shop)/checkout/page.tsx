import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { enterLocale } from "@/lib/i18n/page-locale";
import { PageMessages } from "@/lib/i18n/page-messages";
import { getSessionUser } from "@/lib/server/auth/current-user";
import { CheckoutClient } from "./checkout-client";

interface Props {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await enterLocale(params);
  const t = await getTranslations("checkout");
  return { title: t("title"), robots: { index: false } };
}

export default async function CheckoutPage({ params }: Props) {
  await enterLocale(params);
  const [user, t] = await Promise.all([getSessionUser(), getTranslations("checkout")]);
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      <PageMessages parts={["checkout", "validation"]}>
        <CheckoutClient
          customer={
            user ? { id: user.id, name: user.name, email: user.email, phoneNumber: user.phoneNumber ?? "" } : null
          }
        />
      </PageMessages>
    </div>
  );
}
