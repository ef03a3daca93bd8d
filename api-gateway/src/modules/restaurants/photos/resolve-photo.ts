import type { PhotoResult } from '../sources/restaurant-source';
import { cuisineIllustration } from './cuisine-illustration';
import { parsePhotoRef } from './photo-ref';

/**
 * What GET /api/restaurants/photo/:ref answers: the cuisine illustration for `cuisine:` refs, the
 * source's photo otherwise, and the generic illustration when the source has none or fails, so a
 * card never shows a broken image. `onSourceError` lets the caller log the failure.
 */
export async function resolvePhoto(
  ref: string,
  maxWidth: number,
  loadSourcePhoto: ((ref: string, maxWidth: number) => Promise<PhotoResult | null>) | undefined,
  onSourceError?: (error: unknown) => void,
): Promise<PhotoResult> {
  const parsed = parsePhotoRef(ref);
  if (parsed.kind === 'cuisine') return cuisineIllustration({ slug: parsed.slug, maxWidth });
  if (loadSourcePhoto) {
    try {
      const photo = await loadSourcePhoto(parsed.ref, maxWidth);
      if (photo) return photo;
    } catch (error) {
      onSourceError?.(error);
    }
  }
  return cuisineIllustration({ slug: 'restaurant', maxWidth });
}
