import Negotiator from 'negotiator';

/** The compact formats the photo route can answer in place of the source's JPEG, best first. */
export const PHOTO_FORMATS = { avif: 'image/avif', webp: 'image/webp' } as const;
export type PhotoFormat = keyof typeof PHOTO_FORMATS;

/**
 * The most preferred compact format the client names in its Accept header. Only a type the client names
 * counts: `*\/*` and `image/*` (curl, old browsers, image tools) keep the source's own format, since a client
 * that never said it decodes AVIF may not.
 */
export function preferredPhotoFormat(accept: string | undefined): PhotoFormat | null {
  if (!accept) return null;
  const named = new Negotiator({ headers: { accept } }).mediaTypes();
  for (const type of named) {
    const format = (Object.keys(PHOTO_FORMATS) as PhotoFormat[]).find((key) => PHOTO_FORMATS[key] === type);
    if (format) return format;
  }
  return null;
}
