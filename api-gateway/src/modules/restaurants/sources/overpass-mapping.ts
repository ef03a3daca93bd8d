import { z } from 'zod';
import { DIET_VALUES, type DietTags, type DietValue, type Place } from '../domain/place';
import { placeCuisineEvidence } from '../domain/place-cuisines';
import { formatVicinity } from '../domain/vicinity';

const latLon = z.object({ lat: z.number(), lon: z.number() });

/** An element of an Overpass `out center tags` answer: nodes carry lat/lon, ways and relations a center. */
export const overpassElementSchema = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number().int(),
  lat: z.number().optional(),
  lon: z.number().optional(),
  center: latLon.optional(),
  tags: z.record(z.string(), z.string()).optional(),
});
export type OverpassElement = z.infer<typeof overpassElementSchema>;

/** OSM diet:* keys → the app's diet tags. Lactose-free is the tag mappers use for dairy-free menus. */
const DIET_KEYS: ReadonlyArray<[string, keyof DietTags]> = [
  ['diet:vegetarian', 'vegetarian'],
  ['diet:vegan', 'vegan'],
  ['diet:gluten_free', 'glutenFree'],
  ['diet:dairy_free', 'dairyFree'],
  ['diet:lactose_free', 'dairyFree'],
  ['diet:halal', 'halal'],
  ['diet:kosher', 'kosher'],
];

const isDietValue = (value: string | undefined): value is DietValue => (DIET_VALUES as readonly string[]).includes(value ?? '');

/** OSM allows several values separated by ';' (two phone numbers); the first is the one to show. */
const first = (value: string | undefined): string | null => value?.split(';')[0]?.trim() || null;

export function osmPlaceId(type: OverpassElement['type'], id: number): string {
  return `osm:${type}/${id}`;
}

export function overpassElementToPlace(element: OverpassElement): Place | null {
  const tags = element.tags ?? {};
  const name = (tags.name ?? tags['name:en'])?.trim();
  const lat = element.lat ?? element.center?.lat;
  const lng = element.lon ?? element.center?.lon;
  if (!name || lat === undefined || lng === undefined) return null;

  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const diet: DietTags = {};
  for (const [key, field] of DIET_KEYS) {
    const value = tags[key];
    if (isDietValue(value) && diet[field] === undefined) diet[field] = value;
  }
  // Labels guessed from the name are shown on cards but never stated as fact in AI text (place-facts.ts).
  const { cuisines, fromName } = placeCuisineEvidence(tags.cuisine, name, tags.amenity);
  return {
    id: osmPlaceId(element.type, element.id),
    name,
    lat,
    lng,
    cuisines,
    ...(fromName ? { cuisinesFromName: true } : {}),
    priceLevel: null,
    rating: null,
    vicinity: formatVicinity({ address: street || tags['addr:full'], city: tags['addr:city'], state: tags['addr:state'] }),
    phone: first(tags.phone ?? tags['contact:phone']),
    website: first(tags.website ?? tags['contact:website'] ?? tags.url),
    openingHours: tags.opening_hours?.trim() || null,
    diet,
    photoRef: null,
    source: 'overpass',
  };
}

export function overpassElementsToPlaces(elements: readonly unknown[]): Place[] {
  const places: Place[] = [];
  for (const raw of elements) {
    const parsed = overpassElementSchema.safeParse(raw);
    const place = parsed.success ? overpassElementToPlace(parsed.data) : null;
    if (place) places.push(place);
  }
  return places;
}
