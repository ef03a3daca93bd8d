import { filterPlaces, matchesCuisines, priceLevelOf } from '../domain/filters';
import { makePlace } from './place-fixtures';

const ORIGIN = { latitude: 39.9525, longitude: -75.1741 };

describe('filters', () => {
  const cheap = makePlace({ id: 'cheap', priceLevel: 1, rating: 4.5 });
  const unknownPrice = makePlace({ id: 'unknown-price', priceLevel: null, rating: 4 });
  const pricey = makePlace({ id: 'pricey', priceLevel: 4, rating: 2.5 });
  const unrated = makePlace({ id: 'unrated', priceLevel: 3, rating: null });
  const all = [cheap, unknownPrice, pricey, unrated];
  const ids = (places: { id: string }[]) => places.map((p) => p.id);

  it('filters by price range, never leaving out a place whose price is unknown', () => {
    // Reported as $$ where the spec fixes a number, but never filtered as one.
    expect(priceLevelOf(unknownPrice)).toBe(2);
    expect(ids(filterPlaces(all, ORIGIN, { priceRange: ['$$'] }))).toEqual(['unknown-price']);
    expect(ids(filterPlaces(all, ORIGIN, { priceRange: ['$', '$$$$'] }))).toEqual(['cheap', 'unknown-price', 'pricey']);
    // A listing of OpenStreetMap places (no prices): "$ only" keeps every one.
    const osm = [makePlace({ id: 'a', priceLevel: null }), makePlace({ id: 'b', priceLevel: null })];
    expect(ids(filterPlaces(osm, ORIGIN, { priceRange: ['$'] }))).toEqual(['a', 'b']);
    expect(ids(filterPlaces(all, ORIGIN, { priceRange: [] }))).toEqual(ids(all));
  });

  it('filters by minimum rating, leaving unrated places out where ratings exist', () => {
    expect(ids(filterPlaces(all, ORIGIN, { minRating: 4 }))).toEqual(['cheap', 'unknown-price']);
    expect(ids(filterPlaces(all, ORIGIN, { minRating: 5 }))).toEqual([]);
    expect(ids(filterPlaces(all, ORIGIN, { minRating: null }))).toEqual(ids(all));
    // The lowest step of the 1–5 sliders means any rating, unrated included.
    expect(ids(filterPlaces(all, ORIGIN, { minRating: 1 }))).toEqual(ids(all));
  });

  it('cannot apply a minimum to a listing without any rating (the offline catalog): everything passes', () => {
    const unratedOnly = [makePlace({ id: 'a', rating: null }), makePlace({ id: 'b', rating: null })];
    expect(ids(filterPlaces(unratedOnly, ORIGIN, { minRating: 4.5 }))).toEqual(['a', 'b']);
  });

  it('filters by radius and excluded ids', () => {
    const far = makePlace({ id: 'far', lat: 40.05, lng: -75.17 }); // ~6.7 miles north
    const near = makePlace({ id: 'near', lat: 39.96, lng: -75.17 });
    expect(ids(filterPlaces([far, near], ORIGIN, { radiusMiles: 2 }))).toEqual(['near']);
    expect(ids(filterPlaces([far, near], ORIGIN, { radiusMiles: 10, excludePlaceIds: new Set(['near']) }))).toEqual(['far']);
  });

  it('matches cuisines case-insensitively with synonyms', () => {
    const sushi = makePlace({ id: 'sushi', cuisines: ['Sushi'] });
    const japanese = makePlace({ id: 'japanese', cuisines: ['Japanese'] });
    const steak = makePlace({ id: 'steak', cuisines: ['Steakhouse'] });
    const tacos = makePlace({ id: 'tacos', cuisines: ['Tacos'] });
    const pizza = makePlace({ id: 'pizza', cuisines: ['Italian', 'Pizza'] });
    const lebanese = makePlace({ id: 'lebanese', cuisines: ['Lebanese'] });
    const places = [sushi, japanese, steak, tacos, pizza, lebanese];

    expect(ids(filterPlaces(places, ORIGIN, { cuisines: ['sushi'] }))).toEqual(['sushi', 'japanese']);
    expect(ids(filterPlaces(places, ORIGIN, { cuisines: ['JAPANESE'] }))).toEqual(['sushi', 'japanese']);
    expect(ids(filterPlaces(places, ORIGIN, { cuisines: ['Steakhouse'] }))).toEqual(['steak']);
    expect(ids(filterPlaces(places, ORIGIN, { cuisines: ['steak_house'] }))).toEqual(['steak']);
    expect(ids(filterPlaces(places, ORIGIN, { cuisines: ['Mexican'] }))).toEqual(['tacos']);
    expect(ids(filterPlaces(places, ORIGIN, { cuisines: ['Pizza', 'Mediterranean'] }))).toEqual(['pizza', 'lebanese']);
    expect(ids(filterPlaces(places, ORIGIN, { cuisines: ['French'] }))).toEqual([]);
    expect(ids(filterPlaces(places, ORIGIN, { cuisines: [] }))).toEqual(ids(places));
  });

  it("matches 'Vegetarian' and 'Vegan' against diet tags as well as cuisines", () => {
    const veganOnly = makePlace({ id: 'v', cuisines: ['Cafe'], diet: { vegan: 'only' } });
    const vegetarianYes = makePlace({ id: 'vy', cuisines: ['Indian'], diet: { vegetarian: 'yes' } });
    const limited = makePlace({ id: 'l', cuisines: ['American'], diet: { vegetarian: 'limited' } });
    const veganCuisine = makePlace({ id: 'vc', cuisines: ['Vegan'] });
    expect(matchesCuisines(veganOnly, ['Vegan'])).toBe(true);
    expect(matchesCuisines(veganOnly, ['Vegetarian'])).toBe(true);
    expect(matchesCuisines(vegetarianYes, ['Vegetarian'])).toBe(true);
    expect(matchesCuisines(vegetarianYes, ['Vegan'])).toBe(false);
    expect(matchesCuisines(limited, ['vegetarian'])).toBe(false);
    expect(matchesCuisines(veganCuisine, ['Vegetarian'])).toBe(true);
  });

  it('finds real catalog places for every randomizer cuisine', async () => {
    const { RANDOMIZER_CUISINES } = await import('@forkcast/contracts');
    const { loadCatalog } = await import('../catalog/load-catalog');
    const { places } = await loadCatalog();
    for (const cuisine of RANDOMIZER_CUISINES) {
      expect([cuisine, filterPlaces(places, ORIGIN, { cuisines: [cuisine] }).length > 0]).toEqual([cuisine, true]);
    }
  });
});
