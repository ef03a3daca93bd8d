import type { output } from 'zod';
import { locationSchema, preferencesSchema, updateUserSchema } from '@forkcast/contracts';
import type { FieldErrors } from 'react-hook-form';

/**
 * What Save Changes checks before any request: PUT /api/users/:id's own rules (@forkcast/contracts) for each
 * field the screen edits, flat as the form holds them, in the request's order, so the field named first is the
 * one the server would name. Its output (trimmed names, the e-mail in lower case) is what is sent.
 */
export const settingsFormSchema = updateUserSchema.pick({ firstName: true, lastName: true, email: true, phone: true }).extend({
  zipCode: locationSchema.shape.zipCode,
  radiusMiles: locationSchema.shape.radiusMiles,
  ...preferencesSchema.pick({
    priceRange: true,
    dietaryRestrictions: true,
    cuisinePreferences: true,
    minRating: true,
    allowRepeatRestaurants: true,
  }).shape,
});
export type SettingsOutput = output<typeof settingsFormSchema>;

/** The first refusal's message, depth first in the order the schema reported them (e.g. dietaryRestrictions.2). */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string' && error.message) return error.message;
    const nested = firstErrorMessage(error as FieldErrors);
    if (nested) return nested;
  }
  return undefined;
}
