import type { Metadata } from "next";
import { CashReportView } from "@/components/admin/cash-report";
import { firstValues } from "@/lib/domain/search-params";
import { cashPageQuerySchema } from "@/lib/domain/validation/cash";
import { requireAdmin } from "@/lib/server/auth/guards";
import { getCashReport } from "@/lib/server/reports/cash";

export const metadata: Metadata = { title: "Cash" };

export default async function CashPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Checked here too, not only by the layout: a layout is not rendered again on client navigation.
  await requireAdmin();
  const { days } = cashPageQuerySchema.parse(firstValues(await searchParams));
  return <CashReportView report={await getCashReport(days)} />;
}
