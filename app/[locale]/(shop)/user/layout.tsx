import { AccountMenu } from "@/components/account/account-menu";
import { requireUser } from "@/lib/server/auth/guards";

export default async function AccountLayout({ children }: { children: React.ReactNode }) {
  const user = await requireUser();
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <AccountMenu name={user.name} />
      <section className="min-w-0">{children}</section>
    </div>
  );
}
