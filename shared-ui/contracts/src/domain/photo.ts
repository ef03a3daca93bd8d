// Photo URLs as the gateway's photo route answers them (zod-free: the design system builds srcset from them).

/** The gateway's photo route: a photo URL is `${PHOTO_ROUTE}<URL-encoded ref>?maxWidth=<px>`. */
export const PHOTO_ROUTE = '/api/restaurants/photo/';
/** Refs with this prefix name a generated illustration (SVG); anything else is the source's own photo. */
export const CUISINE_PHOTO_PREFIX = 'cuisine:';
/**
 * Widths a source photo is offered at: a 390 px phone column at 1×, 1.5×, 2× and 3× density (Lighthouse's
 * phone is 1.75×, so it takes 800).
 */
export const PHOTO_WIDTHS = [400, 600, 800, 1200] as const;
/** A card photo spans the column, which stops growing at 430 px. */
export const CARD_PHOTO_SIZES = '(max-width: 430px) 100vw, 430px';

/** The photo route's URL for a ref at a width. */
export function photoUrl(ref: string, maxWidth: number): string {
  return `${PHOTO_ROUTE}${encodeURIComponent(ref)}?maxWidth=${maxWidth}`;
}

/**
 * The `srcset` for one of the photo route's source photos, so the browser downloads the width its screen needs;
 * undefined for illustrations (an SVG is sharp at every width) and for any other URL.
 */
export function photoSrcSet(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(PHOTO_ROUTE)) return undefined;
  const encodedRef = url.slice(PHOTO_ROUTE.length).split('?')[0]!;
  let ref: string;
  try {
    ref = decodeURIComponent(encodedRef);
  } catch {
    return undefined;
  }
  if (!ref || ref.startsWith(CUISINE_PHOTO_PREFIX)) return undefined;
  return PHOTO_WIDTHS.map((width) => `${photoUrl(ref, width)} ${width}w`).join(', ');
}
