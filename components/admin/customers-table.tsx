import Form from "next/form";
import { AdminLink } from "@/components/admin/admin-link";
import { formatDate } from "@/lib/domain/dates";
import { formatRupees } from "@/lib/domain/money";
import { customerListSearch, type CustomerListQuery } from "@/lib/domain/validation/admin-customer-list";
import { ordersListHref } from "@/lib/domain/validation/admin-order";
import type { CustomerSummary } from "@/lib/server/customers";
import { PageLinks } from "./page-links";

const path = "/admin/dashboard/customers";
const columns = ["Customer", "E-mail", "Phone", "Orders", "Total spent", "Last order"];

/** The orders list of one customer: a registered one by account, a guest by the phone they order with. */
const ordersHref = ({ userId, phone }: CustomerSummary) =>
  ordersListHref(userId ? { customer: userId } : { q: phone ?? undefined });

const lastOrder = ({ lastOrderAt }: CustomerSummary) => (lastOrderAt ? formatDate(lastOrderAt) : "Never");

/** The name, linking to their orders when there are any, and a badge for a guest. */
function Name({ customer }: { customer: CustomerSummary }) {
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {customer.orders > 0 ? (
        <AdminLink href={ordersHref(customer)} className="font-semibold text-brand underline">
          {customer.name}
        </AdminLink>
      ) : (
        <span className="font-semibold">{customer.name}</span>
      )}
      {customer.userId === null && (
        <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-700">Guest</span>
      )}
    </span>
  );
}

/** The admin's customers: a search in the address, a table on wide screens, cards on a phone, and pages. */
export function CustomersTable({
  query,
  list,
}: {
  query: CustomerListQuery;
  list: { customers: CustomerSummary[]; total: number; page: number; pageCount: number };
}) {
  const { customers } = list;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Customers</h1>
      {/* Keyed by the search, so Clear empties the box too. */}
      <Form
        key={query.q ?? ""}
        action={path}
        role="search"
        aria-label="Find customers"
        className="flex flex-wrap items-end gap-2 text-sm"
      >
        <label className="flex flex-col font-medium">
          Search customers
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            className="field mt-1 w-72"
            placeholder="Name, e-mail or phone"
          />
        </label>
        <button type="submit" className="btn-secondary">
          Search
        </button>
        {query.q && (
          <AdminLink href={path} className="self-center text-brand underline">
            Clear
          </AdminLink>
        )}
      </Form>

      {customers.length === 0 && (
        <p className="rounded-lg border border-stone-200 bg-white px-3 py-8 text-center text-stone-600">
          No customer found
        </p>
      )}

      {/* Wide screens: six columns that fit 1366 px beside the sidebar. */}
      {customers.length > 0 && (
        <table className="hidden w-full rounded-lg border border-stone-200 bg-white text-left text-sm md:table">
          <thead className="bg-stone-50 text-xs text-stone-600 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {customers.map((customer) => (
              <tr
                key={customer.userId ?? `guest ${customer.phone}`}
                className="border-t border-stone-200 align-top"
                aria-label={`Customer ${customer.name}`}
              >
                <td className="px-3 py-2">
                  <Name customer={customer} />
                </td>
                <td className="px-3 py-2 break-all">{customer.email}</td>
                <td className="px-3 py-2 whitespace-nowrap">{customer.phone}</td>
                <td className="px-3 py-2">{customer.orders}</td>
                <td className="px-3 py-2 font-medium whitespace-nowrap">{formatRupees(customer.spent)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{lastOrder(customer)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {/* Phones: one card per customer. */}
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Customers">
        {customers.map((customer) => (
          <li
            key={customer.userId ?? `guest ${customer.phone}`}
            className="rounded-lg border border-stone-200 bg-white p-3 text-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <Name customer={customer} />
              <span className="font-semibold whitespace-nowrap">{formatRupees(customer.spent)}</span>
            </div>
            {customer.email && <p className="break-all text-stone-600">{customer.email}</p>}
            {customer.phone && <p className="whitespace-nowrap">{customer.phone}</p>}
            <p className="mt-1 text-xs text-stone-600">
              {customer.orders} {customer.orders === 1 ? "order" : "orders"} · last order {lastOrder(customer)}
            </p>
          </li>
        ))}
      </ul>

      <PageLinks
        total={list.total}
        noun={{ one: "customer", many: "customers" }}
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => `${path}${customerListSearch({ ...query, page })}`}
      />
    </div>
  );
}
