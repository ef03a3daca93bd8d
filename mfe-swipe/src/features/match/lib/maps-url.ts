import type { Restaurant } from '@forkcast/shared-ui/contracts';

/** Name plus address finds the right branch of a chain. */
function placeQuery(restaurant: Pick<Restaurant, 'name' | 'vicinity'>): string {
  return encodeURIComponent([restaurant.name, restaurant.vicinity].filter(Boolean).join(', '));
}

/** Directions to the place from wherever the phone is (the maps app opens it when installed). */
export function mapsDirectionsUrl(restaurant: Pick<Restaurant, 'name' | 'vicinity'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${placeQuery(restaurant)}`;
}

/** tel: link for a number as the source wrote it: digits and a leading + only. */
export function telUrl(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  if (digits.length < 3) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
