import { placeholderImage } from "@/lib/domain/images";

/**
 * A picture that fails to load (a deleted upload, an unreachable remote URL) shows the shop's
 * placeholder instead of the browser's broken-image icon, or an empty space where a placeholder would
 * only be noise (the side menu marks those `data-fallback="hide"`). One listener for every <img> of the
 * page, server-rendered or not: `error` does not bubble, so it listens in the capture phase, from
 * the page's first script (root layout), before any picture has started loading.
 */
export const imageFallback = { attribute: "data-fallback", hide: "hide", failed: "data-failed" } as const;

export const imageFallbackScript = `document.addEventListener("error",function(e){var img=e.target;if(!(img instanceof HTMLImageElement)||img.hasAttribute("${imageFallback.failed}"))return;img.setAttribute("${imageFallback.failed}","");if(img.getAttribute("${imageFallback.attribute}")==="${imageFallback.hide}"){img.style.visibility="hidden";return}img.removeAttribute("srcset");img.removeAttribute("sizes");img.src="${placeholderImage}"},true);`;
