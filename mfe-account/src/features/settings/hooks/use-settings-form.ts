import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useZipCheck, type Coordinates, type ZipCheck } from '@forkcast/api-client';
import type { PriceRange, User } from '@forkcast/contracts';
import { settingsFormSchema, type SettingsOutput } from '../lib/settings-form-schema';

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

// The schema accepts more than the form holds (absent or null names): every SettingsValues is one of its inputs.
const resolver = zodResolver(settingsFormSchema) as Resolver<SettingsValues, unknown, SettingsOutput>;

/**
 * The settings form (react-hook-form, checked with the contract's rules on Save) and the ZIP's check. The ZIP
 * check stays outside the form's validation: it is a request whose answer arrives while the person types, shown
 * under the field as soon as it comes.
 */
export function useSettingsForm(user: User) {
  const form = useForm<SettingsValues, unknown, SettingsOutput>({
    defaultValues: initialSettings(user),
    resolver,
    // A refusal is said in a toast; focus stays on Save Changes, as before the form had a library.
    shouldFocusError: false,
  });
  const zipCode = useWatch({ control: form.control, name: 'zipCode' });
  const zipCheck = useZipCheck(zipCode, { eager: true });
  return { form, zipCheck, coordinates: resolveCoordinates(zipCode, zipCheck, user) };
}
