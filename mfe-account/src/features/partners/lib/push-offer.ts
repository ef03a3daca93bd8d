import { enablePush, pushAvailability } from '@forkcast/api-client/web-push';
import { PUSH_OPT_IN_LABEL } from '@forkcast/contracts/domain';
import type { ToastOptions } from '@forkcast/design-system';

/**
 * Right after linking: the "Partner added!" toast carries "Get notified when your partner starts"
 * as its action when this browser could ask, so permission is still asked only from a tap. Kept with the
 * Add Partner dialog, its only user; the opt-in button itself is features/notifications'.
 */
export function pushOfferAction(toast: (options: ToastOptions) => unknown): ToastOptions['action'] | undefined {
  if (pushAvailability() !== 'default') return undefined;
  return {
    label: PUSH_OPT_IN_LABEL,
    onClick: () => {
      enablePush()
        .then((result) => {
          if (result === 'on')
            toast({ title: "You'll be notified", description: 'We will tell you when your partner starts a session.', variant: 'success' });
        })
        .catch(() => toast({ title: 'Error', description: 'Could not turn on notifications. Please try again.', variant: 'destructive' }));
    },
  };
}
