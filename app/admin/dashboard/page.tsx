import type { Metadata } from "next";
import { db } from "@/lib/server/db";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

export default async function DashboardPage() {
  const [customers, orders, products, categories] = await Promise.all([db.user.count({ where: { role: 0 } }), db.order.count(), db.product.count(), db.category.count()]);
  const cards = [
    { label: "Customers", value: customers },
    { label: "Orders", value: orders },
    { label: "Product", value: products },
    { label: "Categories", value: categories },
  ];
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">Dashboard</h1>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="rounded-lg border border-stone-200 p-4">
            <p className="text-sm text-stone-600">{card.label}</p>
            <p className="text-2xl font-bold">{card.value}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
