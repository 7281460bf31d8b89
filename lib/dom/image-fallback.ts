import { placeholderImage } from "@/lib/domain/images";

/**
 * A picture that fails to load shows the shop's placeholder (or nothing, `data-fallback="hide"`)
 * instead of a broken-image icon. `error` does not bubble, so one capture-phase listener in the
 * root layout's first script covers every <img>, before any picture has started loading.
 */
export const imageFallback = { attribute: "data-fallback", hide: "hide", failed: "data-failed" } as const;

export const imageFallbackScript = `document.addEventListener("error",function(e){var img=e.target;if(!(img instanceof HTMLImageElement)||img.hasAttribute("${imageFallback.failed}"))return;img.setAttribute("${imageFallback.failed}","");if(img.getAttribute("${imageFallback.attribute}")==="${imageFallback.hide}"){img.style.visibility="hidden";return}img.removeAttribute("srcset");img.removeAttribute("sizes");img.src="${placeholderImage}"},true);`;
