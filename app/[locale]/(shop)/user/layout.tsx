import { AccountMenu } from "@/components/account/account-menu";
import { enterLocale } from "@/lib/i18n/page-locale";
import { PageMessages } from "@/lib/i18n/page-messages";
import { requireUser } from "@/lib/server/auth/guards";

export default async function AccountLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  await enterLocale(params);
  const user = await requireUser();
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <AccountMenu name={user.name} />
      <section className="min-w-0">
        <PageMessages parts={["validation"]}>{children}</PageMessages>
      </section>
    </div>
  );
}
