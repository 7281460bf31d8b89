import { getImageProps, type ImageProps } from "next/image";
import { preload } from "react-dom";

/**
 * The same resized, modern-format srcset as next/image, as a plain <img> with no component behind
 * it (in a server component's markup or a client component's alike). Listings show dozens of
 * these, and each next/image would be one more component for a phone to hydrate. `eager` is for a
 * picture the shopper sees first: preloaded from the page's head and fetched at high priority.
 */
export function PlainImage({
  eager = false,
  ...image
}: Omit<ImageProps, "priority" | "preload" | "loading" | "fetchPriority" | "placeholder"> & { eager?: boolean }) {
  const { props } = getImageProps({ ...image, ...(eager ? { loading: "eager", fetchPriority: "high" } : {}) });
  if (eager && props.src)
    preload(props.src, { as: "image", imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: "high" });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included
  return <img {...props} />;
}
