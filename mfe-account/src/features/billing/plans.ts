import type { SubscriptionPlan } from '@forkcast/contracts';

export interface PlanOffer {
  plan: SubscriptionPlan;
  name: string;
  price: string;
  period: string;
  /** Shown under the price: what the annual plan is worth per month and saves. */
  savings?: string[];
  highlight?: string;
  features: string[];
  cta: string;
}

const MONTHLY_FEATURES = [
  'Unlimited matching sessions',
  '1 partner connection',
  'Unlimited randomizer spins',
  'AI compromise suggestions',
  'Save favorite restaurants',
  'Match history & analytics',
];

/** docs/product.md › Screens › Subscribe and › Limits and constants: prices and wording are part of the contract; change them there first. */
export const PLAN_OFFERS: readonly PlanOffer[] = [
  {
    plan: 'monthly',
    name: 'Monthly',
    price: '$9.99',
    period: '/month',
    features: MONTHLY_FEATURES,
    cta: 'Subscribe Monthly',
  },
  {
    plan: 'annual',
    name: 'Annual',
    price: '$79.99',
    period: '/year',
    savings: ['Just $6.67/month', '2 months free (about $20 saved)'],
    highlight: 'Best Value - Save 33%',
    // Annual lifts the partner limit, so that line is replaced rather than repeated.
    features: [
      ...MONTHLY_FEATURES.map((feature) => (feature === '1 partner connection' ? 'Unlimited partner connections' : feature)),
      'Early access to new features',
      'Priority support',
      'Cancel anytime',
    ],
    cta: 'Subscribe Annually',
  },
];
