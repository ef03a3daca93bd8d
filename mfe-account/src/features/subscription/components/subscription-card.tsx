import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Crown, Users } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Spinner, paths } from '@forkcast/shared-ui';
import type { SubscriptionStatusResponse } from '@forkcast/shared-ui/contracts';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { AppStoreBilling } from './app-store-billing';
import { WebBilling } from './web-billing';

/** Spec §2 /settings subscription card: Free, or Premium with its web-billing or App Store details. */
export function SubscriptionCard() {
  const titleId = useId();
  const { data: status, isLoading, isError, refetch } = useSubscriptionStatus();

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
  return status.tier === 'free' ? <FreePlan titleId={titleId} status={status} /> : <PremiumPlan titleId={titleId} status={status} />;
}

interface PlanProps {
  titleId: string;
  status: SubscriptionStatusResponse;
}

function FreePlan({ titleId, status }: PlanProps) {
  const navigate = useNavigate();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Free Plan</CardTitle>
        <Badge tone="neutral">Current</Badge>
      </CardHeader>
      <CardContent>
        <Benefits aria-label="Plan benefits">
          {/* Premium shared by a partner lifts the session limit, not the partner limit (spec §6). */}
          <li>{status.hasPremiumViaPartner ? 'Unlimited sessions' : '1 session/day'}</li>
          <li>1 partner</li>
        </Benefits>
        {status.hasPremiumViaPartner && <PartnerShare />}
        <Button fullWidth onClick={() => navigate(paths.subscribe)}>
          <Crown size={18} aria-hidden="true" />
          Upgrade to Premium
        </Button>
      </CardContent>
    </Card>
  );
}

function PremiumPlan({ titleId, status }: PlanProps) {
  const annual = status.plan !== 'monthly';
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{annual ? 'Premium Annual' : 'Premium Monthly'}</CardTitle>
        <Badge tone="success">Active</Badge>
      </CardHeader>
      <CardContent>
        <Benefits aria-label="Plan benefits">
          <li>Unlimited sessions</li>
          <li>{annual ? 'Unlimited partners' : '1 partner'}</li>
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

function PartnerShare() {
  return (
    <Shared>
      <Users size={18} aria-hidden="true" />
      <span>Premium benefits are shared with you by your partner.</span>
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
