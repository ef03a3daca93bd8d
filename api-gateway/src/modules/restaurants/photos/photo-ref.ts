import { CUISINE_PHOTO_PREFIX, photoUrl } from '@forkcast/contracts';
import { cuisineSlug } from '../domain/cuisine-labels';
import type { Place } from '../domain/place';

export const DEFAULT_PHOTO_WIDTH = 800;

export type ParsedPhotoRef = { kind: 'cuisine'; slug: string } | { kind: 'source'; ref: string };

/** The place's real photo when the source has one, otherwise its primary cuisine's illustration. */
export function photoRefFor(place: Pick<Place, 'photoRef' | 'cuisines'>): string {
  return place.photoRef ?? `${CUISINE_PHOTO_PREFIX}${cuisineSlug(place.cuisines[0])}`;
}

/** The URL the client loads; the gateway's photo route proxies or draws it. */
export function photoUrlFor(ref: string, maxWidth: number = DEFAULT_PHOTO_WIDTH): string {
  return photoUrl(ref, maxWidth);
}

export function parsePhotoRef(ref: string): ParsedPhotoRef {
  return ref.startsWith(CUISINE_PHOTO_PREFIX) ? { kind: 'cuisine', slug: ref.slice(CUISINE_PHOTO_PREFIX.length) } : { kind: 'source', ref };
}
