import { z } from 'zod';

/** A circle where a deck meets the coverage rule (coverage-rule.ts); drawn by scripts/build-catalog.mjs. */
const coveredAreaSchema = z.object({
  /** What the user reads: 'New York City, NY', 'Central Los Angeles, CA'. */
  name: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  radiusMiles: z.number().positive(),
});
export type CoveredArea = z.infer<typeof coveredAreaSchema>;

/** A plain file name beside the index: the index never points outside the catalog folder. */
const fileName = z.string().regex(/^[\w-]+\.json\.gz$/);

const catalogAreaSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  state: z.string().min(1),
  file: fileName,
  places: z.number().int().nonnegative(),
  /** South, west, north, east of the area's places: a query loads the area only when it reaches this box. */
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /** Empty for an area whose places are shipped but where no deck meets the rule. */
  covered: z.array(coveredAreaSchema),
});
export type CatalogArea = z.infer<typeof catalogAreaSchema>;

/** catalog/restaurants/index.json: small, read on first use; each area's places stay on disk until needed. */
export const catalogIndexSchema = z.object({
  license: z.string().min(1),
  /** `{ [area key]: ids[] }`, gzip: which area holds an id, read only when asked for a place by id. */
  idsFile: fileName,
  areas: z.array(catalogAreaSchema).min(1),
});
export type CatalogIndex = z.infer<typeof catalogIndexSchema>;

export const catalogIdsSchema = z.record(z.string(), z.array(z.string()));
