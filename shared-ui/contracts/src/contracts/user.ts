import { z } from 'zod';
import { PRICE_RANGES, SUBSCRIPTION_TIERS, withoutControlCharacters } from '../domain/user';
export * from '../domain/user';

export const priceRangeSchema = z.enum(PRICE_RANGES);
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const zipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'ZIP code must be 5 digits');

export const locationSchema = z.object({
  zipCode: zipCodeSchema,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  radiusMiles: z.number().int().min(1).max(25),
});
export type Location = z.infer<typeof locationSchema>;

export const preferencesSchema = z.object({
  location: locationSchema,
  priceRange: z.array(priceRangeSchema).min(1, 'Select at least one price range').max(4),
  dietaryRestrictions: z.array(z.string().trim().min(1).max(40)).max(20),
  cuisinePreferences: z.array(z.string().trim().min(1).max(40)).max(40).default([]),
  minRating: z.number().min(1).max(5).multipleOf(0.5).default(3),
  allowRepeatRestaurants: z.boolean().default(false),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const subscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);

/** The signed-in user as GET /api/auth/user answers it. */
export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** True once the account's address has been proven with a code (or by Google with email_verified). */
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation code (Settings → e-mail change), else null. */
  pendingEmail: z.string().nullable(),
  phone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  subscriptionTier: subscriptionTierSchema,
  hasPremiumViaPartner: z.boolean(),
  /**
   * What premium shared by a live partner amounts to: 'annual' (a partner's own annual/premium, which
   * also lifts the partner limit) or 'monthly' (1 partner); null without shared premium.
   */
  premiumViaPartnerPlan: z.enum(['monthly', 'annual']).nullable(),
  oauthProvider: z.string().nullable(),
  createdAt: z.string(),
  sessionsToday: z.number().int(),
  totalMatches: z.number().int(),
  preferences: preferencesSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

const emailAddressSchema = z.string().trim().toLowerCase().email('Enter a valid email address').max(254);

/** A name as people type it: control and bidi formatting characters dropped (domain/user.ts), then trimmed. */
const optionalName = (max: number) => z.string().transform(withoutControlCharacters).pipe(z.string().trim().max(max)).nullable().optional();

/** PUT /api/users/:id — onboarding sends preferences only; settings sends the profile too. */
export const updateUserSchema = z
  .object({
    firstName: optionalName(60),
    lastName: optionalName(60),
    // A different address is not applied here: it starts the verified change (see requestEmailChangeSchema).
    email: emailAddressSchema.optional(),
    phone: z
      .string()
      .trim()
      .max(30)
      .regex(/^[0-9+()\-.\s]*$/, 'Phone may contain digits, spaces and + ( ) - . only')
      .nullable()
      .optional(),
    preferences: preferencesSchema.optional(),
  })
  .strict();
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** POST /api/users/:id/email-change — (re)sends a confirmation code to the new address. */
export const requestEmailChangeSchema = z.object({ email: emailAddressSchema }).strict();
export type RequestEmailChangeInput = z.infer<typeof requestEmailChangeSchema>;

/** POST /api/users/:id/email-change/verify — the code mailed to the new address. */
export const verifyEmailChangeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Please enter the 6-digit code'),
  })
  .strict();
export type VerifyEmailChangeInput = z.infer<typeof verifyEmailChangeSchema>;

export interface EmailChangeStarted {
  pendingEmail: string;
}
