import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Crown, Users } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Spinner } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';
import { useCurrentUser } from '@forkcast/api-client';
import type { SubscriptionStatusResponse } from '@forkcast/contracts';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { AppStoreBilling } from './app-store-billing';
import { WebBilling } from './web-billing';

/** docs/product.md › Screens › Settings (subscription card): Free, or Premium with its web-billing or App Store details. */
export function SubscriptionCard() {
  const titleId = useId();
  const { data: status, isLoading, isError, refetch } = useSubscriptionStatus();
  // Which plan a partner shares is on the user view (the status answer only says whether one does).
  const sharedPlan = useCurrentUser().user?.premiumViaPartnerPlan ?? null;

  if (isLoading || isError || !status) {
    return (
      <Card as="section" aria-labelledby={titleId}>
        <CardTitle id={titleId}>Subscription</CardTitle>
        {isError ? (
          <CardContent>
            <Muted>Couldn&apos;t load your subscription.</Muted>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              Retry
            </Button>
          </CardContent>
        ) : (
          <Spinner size={20} label="Loading subscription..." />
        )}
      </Card>
    );
  }
  return status.tier === 'free' ? (
    <FreePlan titleId={titleId} status={status} sharedPlan={sharedPlan} />
  ) : (
    <PremiumPlan titleId={titleId} status={status} sharedPlan={sharedPlan} />
  );
}

interface PlanProps {
  titleId: string;
  status: SubscriptionStatusResponse;
  /** Premium shared by a live partner: 'annual' also lifts the partner limit (docs/product.md › Tiers and roles), 'monthly' does not. */
  sharedPlan: 'monthly' | 'annual' | null;
}

function FreePlan({ titleId, status, sharedPlan }: PlanProps) {
  const navigate = useNavigate();
  const sharedAnnual = status.hasPremiumViaPartner && sharedPlan === 'annual';
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Free Plan</CardTitle>
        <Badge tone="neutral">Current</Badge>
      </CardHeader>
      <CardContent>
        <Benefits aria-label="Plan benefits">
          {/* Shared premium lifts the session limit; only a shared annual plan lifts the partner limit (docs/product.md › Tiers and roles). */}
          <li>{status.hasPremiumViaPartner ? 'Unlimited sessions' : '1 session/day'}</li>
          <li>{sharedAnnual ? 'Unlimited partners' : '1 partner'}</li>
        </Benefits>
        {status.hasPremiumViaPartner && <PartnerShare plan={sharedPlan} />}
        <Button fullWidth onClick={() => navigate(paths.subscribe)}>
          <Crown size={18} aria-hidden="true" />
          Upgrade to Premium
        </Button>
      </CardContent>
    </Card>
  );
}

function PremiumPlan({ titleId, status, sharedPlan }: PlanProps) {
  const annual = status.plan !== 'monthly';
  // A monthly subscriber whose partner has annual gets unlimited partners through them.
  const partnersViaPartner = !annual && status.hasPremiumViaPartner && sharedPlan === 'annual';
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{annual ? 'Premium Annual' : 'Premium Monthly'}</CardTitle>
        <Badge tone="success">Active</Badge>
      </CardHeader>
      <CardContent>
        <Benefits aria-label="Plan benefits">
          <li>Unlimited sessions</li>
          <li>{annual ? 'Unlimited partners' : partnersViaPartner ? 'Unlimited partners (shared by your partner)' : '1 partner'}</li>
        </Benefits>
        {status.source === 'apple' ? (
          <AppStoreBilling status={status} />
        ) : status.source === 'stripe' || status.source === 'dev' ? (
          <WebBilling status={status} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function PartnerShare({ plan }: { plan: 'monthly' | 'annual' | null }) {
  const what = plan === 'annual' ? 'Premium Annual benefits' : plan === 'monthly' ? 'Premium Monthly benefits' : 'Premium benefits';
  return (
    <Shared>
      <Users size={18} aria-hidden="true" />
      <span>{what} are shared with you by your partner.</span>
    </Shared>
  );
}

const Benefits = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Shared = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  svg {
    flex: none;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
