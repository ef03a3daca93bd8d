import { errorField } from '../api/api-error';
import type { ToastOptions } from '@forkcast/design-system';
import { toast } from '@forkcast/design-system';

/**
 * docs/product.md › Error texts › Partners: the toast for a 403 { upgradeRequired: true, tier } on create or accept
 * invite, or null when the error is something else. Shared because the home screen's Add Partner
 * dialog and /settings show the same toast.
 */
export function partnerLimitToast(error: unknown, goToSubscribe: () => void): ToastOptions | null {
  if (errorField(error, 'upgradeRequired') !== true) return null;
  const monthly = errorField(error, 'tier') === 'monthly';
  return {
    title: 'Partner Limit Reached',
    description: monthly
      ? 'Monthly subscribers can have 1 partner. Upgrade to Annual for unlimited!'
      : 'Free users can have 1 partner. Upgrade to Premium for unlimited!',
    variant: 'destructive',
    action: { label: monthly ? 'Upgrade to Annual' : 'Get Premium', onClick: goToSubscribe },
  };
}

/** Shows the partner-limit toast if `error` is one; returns whether it did (else show your own). */
export function showPartnerLimitToast(error: unknown, goToSubscribe: () => void): boolean {
  const options = partnerLimitToast(error, goToSubscribe);
  if (options) toast(options);
  return options !== null;
}
