import type { Place } from '../domain/place';

/** A catalog-like place with overridable fields, for domain tests. */
export function makePlace(overrides: Partial<Place> & { id: string }): Place {
  return {
    name: `Place ${overrides.id}`,
    lat: 39.9525,
    lng: -75.1741,
    cuisines: [],
    priceLevel: null,
    rating: null,
    vicinity: 'Philadelphia, PA',
    phone: null,
    website: null,
    openingHours: null,
    diet: {},
    photoRef: null,
    source: 'catalog',
    ...overrides,
  };
}
