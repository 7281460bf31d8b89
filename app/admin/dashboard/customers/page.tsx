import type { Metadata } from "next";
import { CustomersTable } from "@/components/admin/customers-table";
import { firstValues } from "@/lib/domain/search-params";
import { customerListQuerySchema } from "@/lib/domain/validation/admin-customer-list";
import { requireAdmin } from "@/lib/server/auth/guards";
import { listCustomersPage } from "@/lib/server/customers";

export const metadata: Metadata = { title: "Customers" };

export default async function CustomersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin();
  const query = customerListQuerySchema.parse(firstValues(await searchParams));
  return <CustomersTable query={query} list={await listCustomersPage(query)} />;
}
