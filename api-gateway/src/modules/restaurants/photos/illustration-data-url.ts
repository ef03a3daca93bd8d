import { PHOTO_ROUTE } from '@forkcast/contracts';
import { renderCuisineIllustration } from './cuisine-illustration';
import { parsePhotoRef } from './photo-ref';

/**
 * A photo URL of the gateway's photo route that names a cuisine illustration, as a `data:` URL of the same
 * SVG (about 1.5 KB); null for a source's photo and for any other URL. A prerendered page puts its card's
 * illustration in the HTML this way, so the card paints whole in the page's first frame instead of a frame
 * later, after the scripts the page starts have run (a phone's largest paint then waits for all of them).
 */
export function illustrationDataUrl(url: string): string | null {
  if (!url.startsWith(PHOTO_ROUTE)) return null;
  const [encodedRef, query = ''] = url.slice(PHOTO_ROUTE.length).split('?');
  let ref: string;
  try {
    ref = decodeURIComponent(encodedRef!);
  } catch {
    return null;
  }
  const parsed = parsePhotoRef(ref);
  if (parsed.kind !== 'cuisine') return null;
  const maxWidth = Number(new URLSearchParams(query).get('maxWidth')) || undefined;
  return `data:image/svg+xml,${encodeURIComponent(renderCuisineIllustration({ slug: parsed.slug, maxWidth }))}`;
}
