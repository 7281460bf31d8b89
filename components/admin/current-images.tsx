"use client";
import clsx from "clsx";
import Image from "next/image";
import type { CatalogImage } from "@/lib/domain/catalog";
import { productImageUrl } from "@/lib/domain/images";

/**
 * Edit Product's current images: each can be marked for removal (never the last one), or all of
 * them are replaced when new images are chosen.
 */
export function CurrentImages({
  images,
  removed,
  replacing,
  onToggle,
}: {
  images: CatalogImage[];
  removed: string[];
  /** New images were chosen: they will replace every current one. */
  replacing: boolean;
  onToggle: (image: string) => void;
}) {
  const kept = images.length - removed.length;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Current images</legend>
      <ul className="flex flex-wrap gap-3" aria-label="Current images">
        {images.map((image, index) => {
          const isRemoved = replacing || removed.includes(image.fullImage);
          const label = `image ${index + 1}`;
          return (
            <li key={image.fullImage} className="flex w-28 flex-col items-center gap-1 text-center text-xs">
              <Image
                src={productImageUrl(image, { thumbnail: true })}
                alt={`Current ${label}`}
                width={96}
                height={96}
                className={clsx("h-24 w-24 rounded border border-stone-200 object-cover", isRemoved && "opacity-30")}
              />
              {replacing ? null : !isRemoved && kept === 1 ? (
                // The last image stays until a new one replaces it.
                <span className="text-stone-600">Only image kept</span>
              ) : (
                <button
                  type="button"
                  className={clsx("underline", isRemoved ? "text-stone-700" : "text-red-700")}
                  onClick={() => onToggle(image.fullImage)}
                >
                  {isRemoved ? `Keep ${label}` : `Remove ${label}`}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-stone-600">
        {replacing
          ? "The new images below will replace all of these."
          : removed.length
            ? `${removed.length} will be removed when you save.`
            : "Kept as they are unless you remove one or choose new images below."}
      </p>
    </fieldset>
  );
}
