import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, currentUserQueryKey } from '@forkcast/api-client';
import {
  cancelSubscriptionResponseSchema,
  subscriptionActionSchema,
  type CancelSubscriptionResponse,
  type SubscriptionStatusResponse,
} from '@forkcast/contracts';
import { subscriptionStatusQueryKey } from './get-subscription-status';

/** POST /api/subscriptions/cancel {} → {success, currentPeriodEnd}: cancels at period end, access stays until then. */
export async function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  const body = await apiRequest<unknown>('POST', '/api/subscriptions/cancel', subscriptionActionSchema.parse({}));
  return cancelSubscriptionResponseSchema.parse(body);
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: ({ currentPeriodEnd }) => {
      /*
       * Written from the answer rather than refetched: with Stripe our copy changes only when its webhook
       * arrives, a moment later, and the card must show the pending cancellation now.
       */
      queryClient.setQueryData<SubscriptionStatusResponse>(
        subscriptionStatusQueryKey,
        (status) => status && { ...status, cancelAtPeriodEnd: true, expiresAt: currentPeriodEnd ?? status.expiresAt },
      );
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
