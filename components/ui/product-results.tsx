import type { SearchResult } from "@/lib/domain/catalog";
import { productImageUrl } from "@/lib/domain/images";
import { formatRupees, packName, packPrice } from "@/lib/domain/pricing";
import { PlainImage } from "./plain-image";

/**
 * The products a search found, as a dropdown's list of buttons (picture, name, price per pack), or
 * `empty` ('No products found'); the page gives its words and the packs' names in its language.
 */
export function ProductResults({
  results,
  label,
  empty,
  packLabel = (result) => packName(result, undefined),
  onChoose,
}: {
  results: SearchResult[];
  label: string;
  empty: string;
  packLabel?: (result: SearchResult) => string;
  onChoose: (result: SearchResult) => void;
}) {
  if (results.length === 0) return <p className="px-4 py-3 text-sm text-stone-600">{empty}</p>;
  return (
    <ul aria-label={label}>
      {results.map((result) => (
        <li key={result.id}>
          <button
            type="button"
            onClick={() => onChoose(result)}
            className="flex w-full items-center gap-3 px-3 py-2 text-start text-sm hover:bg-stone-100"
          >
            <PlainImage
              src={productImageUrl(result.image, { thumbnail: true })}
              alt=""
              width={36}
              height={36}
              className="h-9 w-9 shrink-0 rounded object-cover"
            />
            <span className="min-w-0 flex-1">{result.name}</span>
            <span className="shrink-0 text-end">
              <span className="block font-semibold whitespace-nowrap text-brand">
                {formatRupees(packPrice(result, undefined).discounted)}
              </span>
              <span className="block text-xs whitespace-nowrap text-stone-600">/ {packLabel(result)}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
