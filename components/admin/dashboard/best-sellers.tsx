import { formatRupees } from "@/lib/domain/money";
import { formatAmount, type BestSeller } from "@/lib/domain/reports";
import { ProductFigure } from "./product-figure";
import { Panel } from "./panel";

function Ranking({
  title,
  sellers,
  figure,
}: {
  title: string;
  sellers: BestSeller[];
  figure: (seller: BestSeller) => string;
}) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-stone-700">{title}</h3>
      {sellers.length === 0 ? (
        <p className="text-sm text-stone-600">Nothing sold yet</p>
      ) : (
        <ol aria-label={title} className="flex list-decimal flex-col gap-1 pl-5 text-sm">
          {sellers.map((seller) => (
            <li key={seller.productId}>
              <ProductFigure name={seller.name} figure={figure(seller)} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The five products that sold most over the report's days, by amount and by revenue. */
export function BestSellers({
  days,
  byAmount,
  byRevenue,
}: {
  days: number;
  byAmount: BestSeller[];
  byRevenue: BestSeller[];
}) {
  return (
    <Panel id="best-sellers-heading" title={`Best sellers, last ${days} days`}>
      <div className="grid gap-4 md:grid-cols-2">
        <Ranking
          title="By amount sold"
          sellers={byAmount}
          figure={(seller) => formatAmount(seller.amount, seller.byWeight)}
        />
        <Ranking title="By revenue" sellers={byRevenue} figure={(seller) => formatRupees(seller.revenue)} />
      </div>
    </Panel>
  );
}
