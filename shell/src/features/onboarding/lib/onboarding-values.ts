import type { PriceRange } from '@forkcast/contracts';

export const RADIUS = { min: 1, max: 25, step: 1, default: 5 } as const;

/** What the two steps ask, as the form holds it; kept across Back and Next. */
export interface OnboardingValues {
  zipCode: string;
  radiusMiles: number;
  priceRange: PriceRange[];
  dietaryRestrictions: string[];
}

export const ONBOARDING_DEFAULTS: OnboardingValues = {
  zipCode: '',
  radiusMiles: RADIUS.default,
  priceRange: ['$', '$$'],
  dietaryRestrictions: [],
};
