import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { locationSchema, preferencesSchema } from '@forkcast/contracts';
import type { OnboardingValues } from './onboarding-values';

/** The onboarding form's rules: the preferences contract's own (PUT /api/users/:id), for the fields it asks. */
const onboardingFormSchema = locationSchema
  .pick({ zipCode: true, radiusMiles: true })
  .extend(preferencesSchema.pick({ priceRange: true, dietaryRestrictions: true }).shape);

// Loaded on its own (onboarding-page.tsx), with zod: the onboarding route set itself stays free of zod.
export const onboardingResolver = zodResolver(onboardingFormSchema) as Resolver<OnboardingValues>;
