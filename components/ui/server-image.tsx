import { getImageProps, type ImageProps } from "next/image";

/**
 * An image in server-rendered markup: the same resized, modern-format srcset as next/image, as a
 * plain <img> with no client component behind it. Listings show dozens of these, and each
 * next/image would be one more component for a phone to hydrate. `eager` loads it first, for a
 * picture that is what the shopper sees first.
 */
export function ServerImage({ eager = false, ...image }: Omit<ImageProps, "priority" | "preload" | "loading" | "fetchPriority" | "placeholder"> & { eager?: boolean }) {
  const { props } = getImageProps({ ...image, ...(eager ? { loading: "eager", fetchPriority: "high" } : {}) });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...props} />;
}
