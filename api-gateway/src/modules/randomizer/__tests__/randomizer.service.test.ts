import fc from 'fast-check';
import { PRICE_RANGES, RANDOMIZER_CUISINES, type RandomRestaurantRequest } from '@forkcast/contracts';
import type { GeocodingProvider } from '../../geocoding/geocoding-provider';
import { matchesCuisines } from '../../restaurants/domain/filters';
import { distanceMiles } from '../../restaurants/domain/geo';
import type { Place } from '../../restaurants/domain/place';
import { seededRandom } from '../../restaurants/domain/seeded-random';
import { makePlace } from '../../restaurants/__tests__/place-fixtures';
import { RandomizerService, type RandomIndex } from '../randomizer.service';

const ORIGIN = { latitude: 39.9524, longitude: -75.1636 };
const geocoding: GeocodingProvider = {
  geocodeZip: async (zipCode) => (zipCode === '19103' ? { zipCode, ...ORIGIN, city: 'Philadelphia', state: 'PA' } : undefined),
};
const finderOf = (places: Place[]) => ({
  search: async () => ({ places, source: 'catalog' as const, liveUnavailable: false }),
  nearestCoveredArea: async () => ({ name: 'New York City, NY', miles: 2100 }),
});

const request = (overrides: Partial<RandomRestaurantRequest> = {}): RandomRestaurantRequest => ({
  cuisines: [],
  priceRange: ['$', '$$', '$$$', '$$$$'],
  zipCode: '19103',
  radiusMiles: 10,
  minRating: 3,
  ...overrides,
});

/** A seeded stand-in for crypto: reproducible draws. */
const seededIndex = (seed: string): RandomIndex => {
  const random = seededRandom(seed);
  return (exclusiveMax) => Math.floor(random() * exclusiveMax);
};

describe('RandomizerService', () => {
  it('an unknown ZIP is 400 Invalid zip code', async () => {
    const service = new RandomizerService(geocoding, finderOf([]));
    await expect(service.pick(request({ zipCode: '00000' }))).rejects.toMatchObject({ status: 400, message: 'Invalid zip code' });
  });

  it('answers the spec result shape; an unknown price is 2', async () => {
    const place = makePlace({ id: 'osm:node/1', name: 'Luigi', cuisines: ['Italian'], lat: ORIGIN.latitude, lng: ORIGIN.longitude });
    const { restaurant: pick } = await new RandomizerService(geocoding, finderOf([place])).pick(request());
    expect(pick).toEqual({
      placeId: 'osm:node/1',
      name: 'Luigi',
      cuisineType: 'Italian',
      priceLevel: 2,
      priceKnown: false,
      rating: null,
      vicinity: 'Philadelphia, PA',
      photoUrl: expect.stringMatching(/^\/api\/restaurants\/photo\//),
      attribution: '© OpenStreetMap contributors',
    });
    const listed = makePlace({ id: 'osm:node/3', priceLevel: 3, lat: ORIGIN.latitude, lng: ORIGIN.longitude });
    expect((await new RandomizerService(geocoding, finderOf([listed])).pick(request())).restaurant).toMatchObject({
      priceLevel: 3,
      priceKnown: true,
    });
    // A place that lists no price is never left out by a price filter (OpenStreetMap lists none).
    expect((await new RandomizerService(geocoding, finderOf([place])).pick(request({ priceRange: ['$$$$'] }))).restaurant?.placeId).toBe(
      'osm:node/1',
    );
  });

  it('nothing matching says why: filters only when a filter left places out', async () => {
    const priced = makePlace({ id: 'osm:node/2', priceLevel: 1, lat: ORIGIN.latitude, lng: ORIGIN.longitude });
    expect(await new RandomizerService(geocoding, finderOf([priced])).pick(request({ priceRange: ['$$$$'] }))).toEqual({
      restaurant: null,
      empty: {
        reason: 'filtered',
        message: 'No restaurants found nearby. Try a larger radius or different filters.',
        suggestedRadiusMiles: null,
        nearestArea: null,
      },
    });
    // Nothing anywhere near: the catalog's nearest covered area, no word of filters.
    const answer = await new RandomizerService(geocoding, finderOf([])).pick(request({ radiusMiles: 25 }));
    expect(answer.empty).toMatchObject({ reason: 'none-near', nearestArea: { name: 'New York City, NY', miles: 2100 } });
    expect(answer.empty?.message).toBe(
      'No restaurants found within 25 miles of 19103 yet. Offline, Forkcast knows restaurants in a few metro areas; the nearest is New York City, NY (2100 miles away).',
    );
    expect(answer.empty?.message).not.toMatch(/filter/i);
  });

  it('picks uniformly among the matching places (6,000 seeded draws over 6, each within ±15 %)', async () => {
    const near = { lat: ORIGIN.latitude + 0.001, lng: ORIGIN.longitude };
    const matching = Array.from({ length: 6 }, (_, i) =>
      makePlace({ id: `match-${i}`, cuisines: ['Thai'], priceLevel: 2, rating: 4, ...near }),
    );
    const others = [
      makePlace({ id: 'too-pricey', cuisines: ['Thai'], priceLevel: 4, rating: 4, ...near }),
      makePlace({ id: 'low-rated', cuisines: ['Thai'], priceLevel: 2, rating: 2, ...near }),
      makePlace({ id: 'wrong-cuisine', cuisines: ['Mexican'], priceLevel: 2, rating: 4, ...near }),
      makePlace({ id: 'too-far', cuisines: ['Thai'], priceLevel: 2, rating: 4, lat: ORIGIN.latitude + 1, lng: ORIGIN.longitude }),
    ];
    // The same place twice must not double its chance.
    const service = new RandomizerService(geocoding, finderOf([...others, ...matching, matching[0]!]), seededIndex('uniformity'));
    const counts = new Map<string, number>();
    const draws = 6000;
    for (let i = 0; i < draws; i++) {
      const { restaurant: pick } = await service.pick(
        request({ cuisines: ['Thai'], priceRange: ['$', '$$'], minRating: 3.5, radiusMiles: 5 }),
      );
      counts.set(pick!.placeId, (counts.get(pick!.placeId) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(matching.map((place) => place.id));
    const expected = draws / matching.length;
    let chiSquare = 0;
    for (const count of counts.values()) {
      expect(Math.abs(count - expected)).toBeLessThanOrEqual(expected * 0.15);
      chiSquare += (count - expected) ** 2 / expected;
    }
    // 5 degrees of freedom: 20.5 is the p = 0.001 critical value.
    expect(chiSquare).toBeLessThan(20.5);
  });

  it('the default (crypto) source reaches every matching place', async () => {
    const places = Array.from({ length: 6 }, (_, i) => makePlace({ id: `p${i}`, lat: ORIGIN.latitude, lng: ORIGIN.longitude }));
    const service = new RandomizerService(geocoding, finderOf(places));
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add((await service.pick(request())).restaurant!.placeId);
    expect(seen.size).toBe(6);
  });

  it('never returns a place outside the filters, and returns null only when none passes (property)', async () => {
    const placeArb = fc.record({
      id: fc.uuid(),
      priceLevel: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      rating: fc.option(fc.double({ min: 0, max: 5, noNaN: true }), { nil: null }),
      cuisines: fc.subarray([...RANDOMIZER_CUISINES, 'Lebanese', 'Ramen', 'Tacos', 'Burgers'], { maxLength: 2 }),
      // Up to ~30 miles north or south of the ZIP.
      offset: fc.double({ min: -0.45, max: 0.45, noNaN: true }),
      vegan: fc.constantFrom(undefined, 'yes' as const, 'no' as const),
    });
    const filtersArb = fc.record({
      cuisines: fc.subarray([...RANDOMIZER_CUISINES], { maxLength: 3 }),
      priceRange: fc.subarray([...PRICE_RANGES], { minLength: 1 }),
      radiusMiles: fc.integer({ min: 1, max: 25 }),
      minRating: fc.integer({ min: 2, max: 10 }).map((halves) => halves / 2),
    });

    await fc.assert(
      fc.asyncProperty(fc.array(placeArb, { maxLength: 25 }), filtersArb, fc.nat(), async (specs, filters, seed) => {
        const places = specs.map((spec) =>
          makePlace({
            id: spec.id,
            priceLevel: spec.priceLevel,
            rating: spec.rating,
            cuisines: spec.cuisines,
            lat: ORIGIN.latitude + spec.offset,
            lng: ORIGIN.longitude,
            diet: spec.vegan ? { vegan: spec.vegan } : {},
          }),
        );
        // An oracle written from the product's words, not from filterPlaces: the lowest step (1.0) means any
        // rating; above it, places rated below the minimum are out, and unrated ones too wherever the listing
        // has ratings at all (an unrated-only listing, like the OSM catalog, cannot be filtered by rating).
        const listingHasRatings = places.some((place) => place.rating !== null);
        const ratingOk = (place: Place) =>
          filters.minRating <= 1 || (place.rating === null ? !listingHasRatings : place.rating >= filters.minRating);
        const passes = (place: Place) =>
          distanceMiles(ORIGIN, { latitude: place.lat, longitude: place.lng }) <= filters.radiusMiles &&
          (place.priceLevel === null || filters.priceRange.map((range) => range.length).includes(place.priceLevel)) &&
          ratingOk(place) &&
          matchesCuisines(place, filters.cuisines);

        const service = new RandomizerService(geocoding, finderOf(places), (max) => seed % max);
        const { restaurant: pick } = await service.pick(request({ ...filters }));
        if (pick === null) {
          expect(places.filter(passes)).toEqual([]);
        } else {
          const place = places.find((candidate) => candidate.id === pick.placeId)!;
          expect(passes(place)).toBe(true);
          expect(pick.priceLevel).toBe(place.priceLevel ?? 2);
        }
      }),
      { numRuns: 300, seed: 20250105 },
    );
  });
});
