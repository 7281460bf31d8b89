// POST /api/customize/dashboard-data – customer, order, product and category counts with the 30-day change (admin)
import { withAdmin } from "@/lib/server/api/handler";
import { getDashboardTotals } from "@/lib/server/dashboard";

export const POST = withAdmin(async () => {
  const totals = await getDashboardTotals();
  // The original API answered the counts at the top; its clients still read them there.
  return { ...totals.totalData, ...totals };
});
