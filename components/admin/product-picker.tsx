"use client";
import { useId, useState } from "react";
import { ServerImage } from "@/components/ui/server-image";
import { useProductSearch } from "@/lib/client/use-product-search";
import { productImageUrl } from "@/lib/domain/images";

export interface PickedProduct {
  id: string;
  name: string;
}

/**
 * One product chosen by typing part of its name: the shop's own search (the products a shopper can
 * open), so a form never has to carry the whole catalogue.
 */
export function ProductPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PickedProduct | null;
  onChange: (product: PickedProduct | null) => void;
}) {
  const inputId = useId();
  const [query, setQuery] = useState("");
  const results = useProductSearch(query);

  if (value)
    return (
      <div className="text-sm">
        <span id={inputId}>{label}</span>
        <div className="field mt-1 flex items-center justify-between gap-2" aria-labelledby={inputId} role="group">
          <span className="truncate">{value.name}</span>
          <button
            type="button"
            className="shrink-0 text-brand underline"
            onClick={() => onChange(null)}
            aria-label={`Remove the link to ${value.name}`}
          >
            Change
          </button>
        </div>
      </div>
    );

  return (
    <div className="relative text-sm">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="search"
        className="field mt-1"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Type part of a product's name"
        autoComplete="off"
      />
      {results !== null && (
        <div className="absolute right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-stone-200 bg-white shadow-lg">
          {results.length === 0 ? (
            <p className="px-3 py-2 text-stone-600">No products found</p>
          ) : (
            <ul aria-label="Products found">
              {results.map((result) => (
                <li key={result.id}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-stone-100"
                    onClick={() => {
                      setQuery("");
                      onChange({ id: result.id, name: result.name });
                    }}
                  >
                    <ServerImage
                      src={productImageUrl(result.image, { thumbnail: true })}
                      alt=""
                      width={32}
                      height={32}
                      className="h-8 w-8 shrink-0 rounded object-cover"
                    />
                    {result.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
