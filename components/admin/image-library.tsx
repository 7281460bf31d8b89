"use client";
import Image from "next/image";
import { useState } from "react";
import { deleteBulkImages, listBulkImages, csvImageName, type StoredImage } from "@/lib/client/admin-api";
import { failureMessage } from "@/lib/client/http";
import { toast } from "@/lib/client/toast-store";
import { productImageUrl } from "@/lib/domain/images";
import { useAdminAction } from "./use-admin-action";

/**
 * The product images already uploaded, each with the name a CSV can give it and whether a product
 * or a past order shows it; the unused ones can be deleted. Loaded when first opened.
 */
export function ImageLibrary() {
  const act = useAdminAction();
  const [images, setImages] = useState<StoredImage[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);

  const load = async () => {
    try {
      const listed = await listBulkImages();
      // The unused first: they are what the admin came to clean up.
      setImages([...listed].sort((a, b) => Number(a.used) - Number(b.used)));
    } catch (error) {
      toast.error(failureMessage(error, "Failed to load images"));
    }
  };
  const unused = images?.filter((image) => !image.used) ?? [];

  const remove = async () => {
    const count = chosen.length === 1 ? "1 image" : `${chosen.length} images`;
    const done = await act({
      confirm: `Delete ${count}? Products do not use them; a CSV naming them will fail.`,
      call: () => deleteBulkImages(chosen),
      failure: "Failed to delete images",
    });
    if (done) {
      setChosen([]);
      await load();
    }
  };

  return (
    <details
      className="rounded-md border border-stone-200 p-2 text-sm"
      onToggle={(event) => {
        if (event.currentTarget.open && images === null) void load();
      }}
    >
      <summary className="cursor-pointer font-medium">Image library</summary>
      {images === null ? (
        <p className="p-2 text-stone-600">Loading images...</p>
      ) : (
        <div className="mt-2 flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <span>
              {images.length} images, {unused.length} not used by any product or order
            </span>
            {unused.length > 0 && (
              <button
                type="button"
                className="underline"
                onClick={() => setChosen(unused.map((image) => image.filename))}
              >
                Select all unused
              </button>
            )}
            {chosen.length > 0 && (
              <button type="button" className="btn-danger ml-auto py-1 text-sm" onClick={() => void remove()}>
                Delete selected ({chosen.length})
              </button>
            )}
          </div>
          <ul className="grid max-h-64 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-4" aria-label="Uploaded images">
            {images.map((image) => (
              <li key={image.filename} className="flex flex-col gap-1 rounded border border-stone-200 p-1 text-xs">
                <Image
                  src={productImageUrl(image.filename)}
                  alt=""
                  width={120}
                  height={80}
                  className="h-20 w-full rounded object-cover"
                />
                <span className="truncate font-mono" title={csvImageName(image)}>
                  {csvImageName(image)}
                </span>
                {image.used ? (
                  <span className="text-stone-600">In use</span>
                ) : (
                  <label className="flex items-center gap-1">
                    <input
                      type="checkbox"
                      className="accent-brand"
                      aria-label={`Select ${csvImageName(image)}`}
                      checked={chosen.includes(image.filename)}
                      onChange={() =>
                        setChosen((current) =>
                          current.includes(image.filename)
                            ? current.filter((name) => name !== image.filename)
                            : [...current, image.filename],
                        )
                      }
                    />
                    Unused
                  </label>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </details>
  );
}
