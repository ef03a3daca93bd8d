import type { AdminUser, SubscriptionTier } from '@forkcast/contracts';

// Built once: constructing Intl formatters per row is measurable with thousands of rows.
const countFormat = new Intl.NumberFormat('en-US');

export const MISSING = '—';

export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** The sign-in provider, or the word 'email' for accounts made with a one-time code. */
export function providerLabel(user: Pick<AdminUser, 'oauthProvider'>): string {
  return user.oauthProvider?.trim() || 'email';
}

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** 'ivy.walker' for ivy.walker@walk.test: what an account without a name is called in the table. */
export function emailLocalPart(email: string | null | undefined): string {
  const at = email?.lastIndexOf('@') ?? -1;
  return (at > 0 ? email!.slice(0, at) : (email ?? '')).trim();
}

/** The name the table shows: the full name, else the e-mail's local part, else ''. */
export function displayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return fullName(user) || emailLocalPart(user.email);
}

/**
 * Up to two initials from the name, else from the e-mail's local part (never its domain: "AW" for
 * amy@walk.test named the domain). Words are split at spaces, dots, dashes, underscores and plus signs;
 * words that start with a digit are skipped, so ivy.walker and ivy_walker2 read "IW", test-50 reads "T".
 */
export function initials(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = displayName(user)
    .split(/[\s._+-]+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

const TIER_LABELS: Record<SubscriptionTier, string> = {
  free: 'Free',
  monthly: 'Monthly',
  annual: 'Annual',
  premium: 'Premium',
};

export function tierLabel(tier: SubscriptionTier): string {
  return TIER_LABELS[tier];
}
