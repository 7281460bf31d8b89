// POST /api/customize/dashboard-data – customer, order, product and category counts with the 30-day change (admin)
import { withAdmin } from "@/lib/server/api/handler";
import { getDashboardFigures } from "@/lib/server/dashboard";

export const POST = withAdmin(async () => {
  const { totalData, change, awaitingCall } = await getDashboardFigures();
  // The original API answered the counts at the top; its clients still read them there.
  return { ...totalData, totalData, change, awaitingCall };
});
