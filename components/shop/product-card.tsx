import Image from "next/image";
import Link from "next/link";
import { productImageUrl } from "@/lib/domain/images";
import { formatRupees, packPrice } from "@/lib/domain/pricing";
import type { CatalogProduct } from "@/lib/server/catalog";
import { AddToCartButton } from "./add-to-cart-button";

export function ProductCard({ product, priority = false }: { product: CatalogProduct; priority?: boolean }) {
  const { original, discounted } = packPrice(product, undefined);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white" aria-label={product.name}>
      {product.offer > 0 && <span className="absolute left-2 top-2 z-10 rounded bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">-{product.offer}%</span>}
      <Link href={`/products/${product.id}`} className="flex flex-1 flex-col">
        <Image
          src={productImageUrl(product.images[0])}
          alt={product.name}
          width={400}
          height={400}
          sizes="(min-width: 1024px) 18vw, (min-width: 640px) 30vw, 48vw"
          priority={priority}
          className="aspect-square w-full object-cover"
        />
        <div className="flex flex-1 flex-col gap-1 p-3">
          <h3 className="line-clamp-2 text-sm font-medium">{product.name}</h3>
          <p className="mt-auto text-sm">
            <span className="font-semibold text-brand">{formatRupees(discounted)}</span>
            {discounted !== original && <del className="ml-2 text-xs text-stone-600">{formatRupees(original)}</del>}
          </p>
        </div>
      </Link>
      <div className="px-3 pb-3">
        <AddToCartButton product={{ id: product.id, name: product.name, price: product.price, offer: product.offer, stock: product.stock, hasWeightSelection: product.hasWeightSelection, images: product.images.slice(0, 1) }} />
      </div>
    </article>
  );
}
