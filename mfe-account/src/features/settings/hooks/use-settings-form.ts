import { useState } from 'react';
import { useZipCheck, type Coordinates, type ZipCheck } from '@forkcast/api-client';
import type { PriceRange, User } from '@forkcast/contracts';

/** docs/product.md › Validation (settings defaults), for a user whose preferences lack them. */
export const DEFAULT_RADIUS_MILES = 5;
export const DEFAULT_MIN_RATING = 3;
export const RADIUS_RANGE = { min: 1, max: 25, step: 1 } as const;
export const RATING_RANGE = { min: 1, max: 5, step: 0.5 } as const;

/** Everything the settings screen edits, as typed (strings stay strings until saving). */
export interface SettingsValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  zipCode: string;
  radiusMiles: number;
  minRating: number;
  priceRange: PriceRange[];
  dietaryRestrictions: string[];
  /** Not edited here; sent back unchanged (docs/product.md › Entities). */
  cuisinePreferences: string[];
  allowRepeatRestaurants: boolean;
}

export function initialSettings(user: User): SettingsValues {
  const preferences = user.preferences;
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    phone: user.phone ?? '',
    zipCode: preferences?.location.zipCode ?? '',
    radiusMiles: preferences?.location.radiusMiles ?? DEFAULT_RADIUS_MILES,
    minRating: preferences?.minRating ?? DEFAULT_MIN_RATING,
    priceRange: preferences?.priceRange ?? [],
    dietaryRestrictions: preferences?.dietaryRestrictions ?? [],
    cuisinePreferences: preferences?.cuisinePreferences ?? [],
    allowRepeatRestaurants: preferences?.allowRepeatRestaurants ?? false,
  };
}

/**
 * The coordinates a save would store: the fresh geocode of the typed ZIP, else the stored ones while
 * the ZIP is still the stored ZIP; none otherwise (a shorter or changed, unchecked ZIP has none).
 */
export function resolveCoordinates(zipCode: string, check: ZipCheck, user: User): Coordinates | null {
  if (check.status === 'valid') return { latitude: check.place.latitude, longitude: check.place.longitude };
  const stored = user.preferences?.location;
  if (stored && stored.zipCode === zipCode) return { latitude: stored.latitude, longitude: stored.longitude };
  return null;
}

/** Adds `item` when absent, removes it when present (price and dietary chips). */
export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

export function useSettingsForm(user: User) {
  const [values, setValues] = useState(() => initialSettings(user));
  const zipCheck = useZipCheck(values.zipCode, { eager: true });
  const update = (patch: Partial<SettingsValues>) => setValues((current) => ({ ...current, ...patch }));
  return { values, update, zipCheck, coordinates: resolveCoordinates(values.zipCode, zipCheck, user) };
}
