import { z } from 'zod';
import { DIET_VALUES, type Place } from '../domain/place';
import { placeCuisineEvidence } from '../domain/place-cuisines';
import { formatVicinity } from '../domain/vicinity';

// Optional fields degrade to null/empty instead of failing the record: a place with a junk phone is
// still a place. Only what a card can't do without (id, name, position) rejects a record.
const optionalText = z.string().trim().min(1).nullable().optional().catch(null);
const dietValue = z.enum(DIET_VALUES).optional().catch(undefined);

export const catalogRecordSchema = z.object({
  id: z.string().trim().min(1),
  name: z.string().trim().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  amenity: z.string().optional().catch(undefined),
  cuisine: z.array(z.string()).optional().catch(undefined),
  address: optionalText,
  city: optionalText,
  state: optionalText,
  postcode: optionalText,
  phone: optionalText,
  website: optionalText,
  openingHours: optionalText,
  diet: z
    .object({
      vegan: dietValue,
      vegetarian: dietValue,
      glutenFree: dietValue,
      halal: dietValue,
      kosher: dietValue,
    })
    .optional()
    .catch(undefined),
});
export type CatalogRecord = z.infer<typeof catalogRecordSchema>;

export function catalogRecordToPlace(record: CatalogRecord): Place {
  const { cuisines, fromName } = placeCuisineEvidence(record.cuisine, record.name, record.amenity);

  const diet: Place['diet'] = {};
  for (const [key, value] of Object.entries(record.diet ?? {})) {
    if (value) diet[key as keyof Place['diet']] = value;
  }
  return {
    id: record.id,
    name: record.name,
    lat: record.lat,
    lng: record.lng,
    cuisines,
    ...(fromName ? { cuisinesFromName: true } : {}),
    priceLevel: null,
    rating: null,
    vicinity: formatVicinity(record),
    phone: record.phone ?? null,
    website: record.website ?? null,
    openingHours: record.openingHours ?? null,
    diet,
    photoRef: null,
    source: 'catalog',
  };
}
