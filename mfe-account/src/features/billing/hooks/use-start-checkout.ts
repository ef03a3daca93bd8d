import { useNavigate } from 'react-router-dom';
import { paths } from '@forkcast/contracts/domain';
import { useCurrentUser } from '@forkcast/api-client';
import { useToast } from '@forkcast/design-system';
import type { SubscriptionPlan } from '@forkcast/contracts';
import { redirectBrowserTo } from '../../../lib/browser-navigation';
import { useCreateCheckout } from '../api/create-checkout';

/**
 * What a Subscribe button does: checkout needs an account, so a signed-out visitor signs in first;
 * a signed-in one is sent to the payment page the gateway opens for the plan.
 */
export function useStartCheckout() {
  const { isAuthenticated } = useCurrentUser();
  const navigate = useNavigate();
  const { toast } = useToast();
  const checkout = useCreateCheckout();

  const start = (plan: SubscriptionPlan) => {
    if (!isAuthenticated) {
      navigate(paths.auth);
      return;
    }
    checkout.mutate(
      { plan },
      {
        onSuccess: ({ url }) => redirectBrowserTo(url),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to start checkout. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  // The button keeps spinning after success: the browser is leaving for the checkout page.
  const busyPlan = checkout.isPending || checkout.isSuccess ? checkout.variables?.plan : undefined;
  return { start, busyPlan };
}
