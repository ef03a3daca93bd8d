import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AlertTriangle } from 'lucide-react';
import { Button, ConfirmDialog, useToast } from '@forkcast/design-system';
import { formatDate, paths } from '@forkcast/contracts/domain';
import { IconNote } from '@forkcast/design-system/icon-note';
import type { SubscriptionStatusResponse } from '@forkcast/contracts';
import { redirectBrowserTo } from '../../../lib/browser-navigation';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useOpenBillingPortal } from '../api/open-billing-portal';

/** Web-billing details (Stripe or the dev checkout): renewal date, ending banner, Billing, Cancel, upgrade. */
export function WebBilling({ status }: { status: SubscriptionStatusResponse }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const portal = useOpenBillingPortal();
  const cancel = useCancelSubscription();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const date = formatDate(status.expiresAt, 'long');
  const ending = status.cancelAtPeriodEnd;

  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => redirectBrowserTo(url),
      onError: () => toast({ title: 'Error', description: 'Failed to open billing portal. Please try again.', variant: 'destructive' }),
    });

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync();
    } catch (error) {
      toast({ title: 'Error', description: 'Failed to cancel subscription. Please try again.', variant: 'destructive' });
      // Rejecting keeps the dialog open so the user can retry or keep the subscription.
      throw error;
    }
  };

  return (
    <>
      {ending && (
        <Banner role="status">
          <AlertTriangle size={18} aria-hidden="true" />
          <span>Subscription ends on {date}</span>
        </Banner>
      )}
      <DateLine>{ending ? `Ends on ${date}` : `Renews on ${date}`}</DateLine>
      <Buttons>
        {/* After a successful answer the browser is leaving for the portal: keep the spinner until it does. */}
        <Button variant="outline" loading={portal.isPending || portal.isSuccess} onClick={openPortal}>
          Billing
        </Button>
        {!ending && (
          <Button variant="ghost" onClick={() => setConfirmOpen(true)}>
            Cancel
          </Button>
        )}
      </Buttons>
      {status.plan === 'monthly' && (
        <Button fullWidth onClick={() => navigate(paths.subscribe)}>
          Upgrade to Annual
        </Button>
      )}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Cancel subscription?"
        description={`You'll keep Premium until ${date}. After that your account moves to the Free plan.`}
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        destructive
        onConfirm={confirmCancel}
      />
    </>
  );
}

const Banner = styled(IconNote)`
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  svg {
    flex: none;
  }
`;

const DateLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;
