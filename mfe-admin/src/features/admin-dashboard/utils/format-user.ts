import type { AdminUser, SubscriptionTier } from '@forkcast/contracts';

// Built once: constructing Intl formatters per row is measurable with thousands of rows.
const joinedFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const countFormat = new Intl.NumberFormat('en-US');

export const MISSING = '—';

/** 'Jan 5, 2025', or a dash when the date is missing or unreadable. */
export function formatJoined(createdAt: string | null | undefined): string {
  if (!createdAt) return MISSING;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? MISSING : joinedFormat.format(date);
}

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

export function initials(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = fullName(user);
  const source = name || user.email || '?';
  const letters = source
    .split(/[\s@._-]+/)
    .filter(Boolean)
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
