"use client";
import { useId, useState } from "react";
import { ProductResults } from "@/components/ui/product-results";
import { useProductSearch } from "@/lib/client/use-product-search";

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
  // The list shows while the picker has focus: leaving it (or Escape) uncovers the form below.
  const [listOpen, setListOpen] = useState(false);
  const found = useProductSearch(query);
  const results = listOpen ? found : null;

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
    <div
      className="relative text-sm"
      onFocus={() => setListOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setListOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") setListOpen(false);
      }}
    >
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="search"
        className="field mt-1"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setListOpen(true);
        }}
        placeholder="Type part of a product's name"
        autoComplete="off"
      />
      {results !== null && (
        <div
          // The input keeps focus while a result is clicked (Safari does not focus a clicked button).
          onMouseDown={(event) => event.preventDefault()}
          className="absolute right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-stone-200 bg-white shadow-lg"
        >
          <ProductResults
            results={results}
            label="Products found"
            empty="No products found"
            onChoose={(result) => {
              setQuery("");
              onChange({ id: result.id, name: result.name });
            }}
          />
        </div>
      )}
    </div>
  );
}
