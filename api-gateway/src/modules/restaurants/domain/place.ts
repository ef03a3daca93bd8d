/** OSM `diet:*` values: `only` = the whole menu, `yes` = a real choice, `limited` = a dish or two, `no` = none. */
export const DIET_VALUES = ['only', 'yes', 'limited', 'no'] as const;
export type DietValue = (typeof DIET_VALUES)[number];

/** The diet tags a source can know; a missing key means "not tagged", never "no". */
export interface DietTags {
  vegetarian?: DietValue;
  vegan?: DietValue;
  glutenFree?: DietValue;
  dairyFree?: DietValue;
  halal?: DietValue;
  kosher?: DietValue;
}

export type PlaceSource = 'catalog' | 'google' | 'overpass';

/**
 * The one internal record every source maps to, before it becomes the spec's Restaurant for a user.
 * `id` carries its source (`osm:node/123`, `scranit-austin:4`, `gplaces:<place_id>`), so ids from
 * different sources never collide in the cache or in swipes.
 */
export interface Place {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** Display labels, most specific first as the source listed them ('Italian', 'Pizza', 'Coffee Shop'). */
  cuisines: string[];
  /**
   * True when `cuisines` were guessed from the name because the source listed none (place-cuisines.ts):
   * good enough for a card's label and illustration, never a fact AI text may state. Absent: listed.
   */
  cuisinesFromName?: boolean;
  /** 1–4; null when unknown (every catalog place). */
  priceLevel: number | null;
  /** 0–5; null when unknown (every catalog place). */
  rating: number | null;
  /** Street address with city, or the best the source has (city, state). */
  vicinity: string | null;
  phone: string | null;
  website: string | null;
  /**
   * Regular weekly hours in OSM opening_hours syntax, whatever the source: OSM places carry it as tagged,
   * Google's regularOpeningHours periods are converted to it, so one parser answers "open now" for all.
   */
  openingHours: string | null;
  diet: DietTags;
  /** A Places photo reference; null means the photo endpoint draws the cuisine illustration. */
  photoRef: string | null;
  source: PlaceSource;
  /**
   * The place's offset from UTC as the source saw it (Google's utcOffsetMinutes) and when: near a zone
   * border it says which zone the place keeps (see place-time-zone.ts). Absent for OSM places.
   */
  utcOffset?: ObservedUtcOffset;
}

export interface ObservedUtcOffset {
  minutes: number;
  /** ISO instant the offset was read at: an offset is only comparable with a zone's at that moment. */
  observedAt: string;
}

export interface LatLng {
  latitude: number;
  longitude: number;
}
