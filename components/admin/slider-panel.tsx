"use client";
import Image from "next/image";
import { useState } from "react";
import { deleteSlide, uploadSlide } from "@/lib/client/admin-api";
import type { AdminSlide } from "@/lib/domain/catalog";
import { storedImageUrl } from "@/lib/domain/images";
import { missingSlideImage, slideTextLimits } from "@/lib/domain/validation/slide";
import { ProductPicker, type PickedProduct } from "./product-picker";
import { urduHint, urduInput } from "./urdu-input";
import { useAdminAction } from "./use-admin-action";

/**
 * 'Customize Slider Image': upload a file or give a URL, with words shown over it (optionally in Urdu too, for
 * the Urdu home page), link it to a product or a category, delete slides.
 */
export function SliderPanel({
  slides,
  categories,
}: {
  slides: AdminSlide[];
  categories: { id: string; name: string }[];
}) {
  const act = useAdminAction();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState("");
  const [title, setTitle] = useState("");
  const [subtitle, setSubtitle] = useState("");
  const [titleUr, setTitleUr] = useState("");
  const [subtitleUr, setSubtitleUr] = useState("");
  const [product, setProduct] = useState<PickedProduct | null>(null);
  const [categoryId, setCategoryId] = useState("");
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const upload = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file && !url.trim()) {
      window.alert(missingSlideImage);
      return;
    }
    const form = event.currentTarget;
    setBusy(true);
    const uploaded = await act({
      call: () =>
        uploadSlide(file ? { file } : { url: url.trim() }, {
          title,
          subtitle,
          titleUr,
          subtitleUr,
          productId: product?.id ?? "",
          categoryId,
        }),
      failure: "Upload failed",
    });
    setBusy(false);
    if (!uploaded) return;
    form.reset();
    setFile(null);
    setUrl("");
    setTitle("");
    setSubtitle("");
    setTitleUr("");
    setSubtitleUr("");
    setProduct(null);
    setCategoryId("");
  };

  const remove = async (id: string) => {
    setDeleting(id);
    await act({
      confirm: "Delete this slide? It is taken off the home page at once.",
      call: () => deleteSlide(id),
      failure: "Failed to delete the slide",
      success: () => null,
    });
    // The spec's panel shows a spinner for a second after a deletion.
    setTimeout(() => setDeleting(null), 1000);
  };

  return (
    <section aria-labelledby="slider-heading" className="rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="slider-heading" className="mb-3 text-lg font-semibold">
        Customize Slider Image
      </h2>
      <form onSubmit={upload} className="grid gap-3 md:grid-cols-2">
        <label className="text-sm">
          Image file
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="field mt-1"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <label className="text-sm">
          Image URL
          <input
            type="url"
            className="field mt-1"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://..."
          />
        </label>
        <label className="text-sm">
          Title <span className="text-stone-500">(optional, shown over the picture)</span>
          <input
            className="field mt-1"
            value={title}
            maxLength={slideTextLimits.title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="Fresh Ajwa Dates"
          />
        </label>
        <label className="text-sm">
          Title (Urdu) <span className="text-stone-500">(optional)</span>
          <input
            {...urduInput}
            className="field mt-1"
            value={titleUr}
            maxLength={slideTextLimits.title}
            onChange={(event) => setTitleUr(event.target.value)}
            placeholder="تازہ عجوہ کھجوریں"
            aria-describedby="slide-urdu-hint"
          />
        </label>
        <label className="text-sm">
          Subtitle <span className="text-stone-500">(optional)</span>
          <input
            className="field mt-1"
            value={subtitle}
            maxLength={slideTextLimits.subtitle}
            onChange={(event) => setSubtitle(event.target.value)}
            placeholder="Straight from Madinah"
          />
        </label>
        <label className="text-sm">
          Subtitle (Urdu) <span className="text-stone-500">(optional)</span>
          <input
            {...urduInput}
            className="field mt-1"
            value={subtitleUr}
            maxLength={slideTextLimits.subtitle}
            onChange={(event) => setSubtitleUr(event.target.value)}
            placeholder="سیدھی مدینہ منورہ سے"
            aria-describedby="slide-urdu-hint"
          />
        </label>
        <p id="slide-urdu-hint" className="-mt-2 text-xs text-stone-500 md:col-span-2 md:text-end">
          {urduHint}
        </p>
        <ProductPicker
          label="Link to product"
          value={product}
          onChange={(picked) => {
            setProduct(picked);
            if (picked) setCategoryId("");
          }}
        />
        <label className="text-sm">
          Link to category
          <select
            className="field mt-1"
            value={categoryId}
            onChange={(event) => {
              setCategoryId(event.target.value);
              if (event.target.value) setProduct(null);
            }}
          >
            <option value="">No category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary md:col-span-2 md:justify-self-start" disabled={busy}>
          {busy ? "Uploading..." : "Upload"}
        </button>
      </form>
      {slides.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">No slide image found</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Slides">
          {slides.map((slide, index) => (
            <li key={slide.id} className="overflow-hidden rounded-md border border-stone-200">
              <Image
                src={storedImageUrl("customize", slide.imageFile, slide.imageUrl)}
                alt={`Slide ${index + 1}`}
                width={480}
                height={180}
                className="aspect-[8/3] w-full object-cover"
              />
              <div className="flex items-center justify-between gap-2 p-2 text-xs">
                <span>
                  {slide.title && <strong className="block text-sm">{slide.title}</strong>}
                  {slide.titleUr && (
                    <strong {...urduInput} className="block text-sm">
                      {slide.titleUr}
                    </strong>
                  )}
                  {slide.categoryName
                    ? `Category: ${slide.categoryName}`
                    : slide.productName
                      ? `Product: ${slide.productName}`
                      : "No link"}
                </span>
                <button
                  type="button"
                  className="rounded bg-red-700 px-2 py-1 text-white disabled:opacity-50"
                  disabled={deleting === slide.id}
                  onClick={() => void remove(slide.id)}
                  aria-label={`Delete slide ${index + 1}`}
                >
                  {deleting === slide.id ? "Deleting..." : "Delete"}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
