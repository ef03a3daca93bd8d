import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { billingPortalSchema, subscriptionActionSchema, type BillingPortal } from '@forkcast/contracts';

/** POST /api/subscriptions/portal {} → {url}: where the browser manages billing (Stripe, or the dev page). */
export async function openBillingPortal(): Promise<BillingPortal> {
  const body = await apiRequest<unknown>('POST', '/api/subscriptions/portal', subscriptionActionSchema.parse({}));
  return billingPortalSchema.parse(body);
}

export function useOpenBillingPortal() {
  return useMutation({ mutationFn: openBillingPortal });
}
