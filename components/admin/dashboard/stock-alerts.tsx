import { AdminLink } from "@/components/admin/admin-link";
import { formatAmount, type StockAlert } from "@/lib/domain/reports";
import { productsListHref } from "./links";
import { ProductFigure } from "./product-figure";
import { Panel } from "./panel";

/** The products with least stock (out of it, or low), and links to the products list filtered the same way. */
export function StockAlerts({ products, out, low }: { products: StockAlert[]; out: number; low: number }) {
  return (
    <Panel
      id="stock-alerts-heading"
      title="Low and out of stock"
      aside={
        <span className="flex gap-3 text-sm">
          <AdminLink href={productsListHref({ stock: "out", sort: "stock" })} className="text-brand underline">
            Out of stock ({out})
          </AdminLink>
          <AdminLink href={productsListHref({ stock: "low", sort: "stock" })} className="text-brand underline">
            Low stock ({low})
          </AdminLink>
        </span>
      }
    >
      {products.length === 0 ? (
        <p className="text-sm text-stone-600">Every product has stock</p>
      ) : (
        <ul aria-label="Products with least stock" className="flex flex-col gap-1 text-sm">
          {products.map((product) => (
            <li key={product.id}>
              <ProductFigure
                name={product.name}
                figure={product.stock > 0 ? formatAmount(product.stock, product.byWeight) : "Out of stock"}
                tone={product.stock > 0 ? "text-amber-800" : "text-red-700"}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
