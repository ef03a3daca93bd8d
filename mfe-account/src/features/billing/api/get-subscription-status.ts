import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import { subscriptionStatusResponseSchema, type SubscriptionStatusResponse } from '@forkcast/contracts';

/** The one key of the subscription status; cancel writes its answer here, checkout pages leave the app. */
export const subscriptionStatusQueryKey = ['/api/subscriptions/status'] as const;

/** GET /api/subscriptions/status → tier, plan, source, status, expiresAt, cancelAtPeriodEnd, hasPremiumViaPartner. */
export async function getSubscriptionStatus(): Promise<SubscriptionStatusResponse> {
  return subscriptionStatusResponseSchema.parse(await apiRequest<unknown>('GET', '/api/subscriptions/status'));
}

export const subscriptionStatusQuery = queryOptions({
  queryKey: subscriptionStatusQueryKey,
  // Coming back from a checkout or portal page is a fresh page load; within the app, cancel updates it.
  queryFn: getSubscriptionStatus,
});

export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQuery);
}
