import type { Restaurant } from '@forkcast/shared-ui/contracts';

/** A maps search for the place: name plus address finds the right branch of a chain. */
export function mapsSearchUrl(restaurant: Pick<Restaurant, 'name' | 'vicinity'>): string {
  const query = [restaurant.name, restaurant.vicinity].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
