import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Crown } from 'lucide-react';
import { Button, PageColumn, ScreenTitle, Subtitle } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';
import type { User } from '@forkcast/contracts';
import { BackButton } from '../../../components/back-button';

/**
 * What /subscribe shows someone with a plan of their own (premium shared by a partner still sees the
 * plans: see SubscribeScreen). `upgrade` is the plan still open to them (Annual, for a monthly subscriber).
 */
export function PremiumStatus({ user, upgrade }: { user: User; upgrade?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <PageColumn>
      <TopBar>
        <BackButton />
      </TopBar>
      <Body>
        <Crown size={56} aria-hidden="true" />
        <ScreenTitle>You&apos;re Premium!</ScreenTitle>
        <Subtitle>{premiumSummary(user)}</Subtitle>
        {upgrade && <Upgrade>{upgrade}</Upgrade>}
        <Actions>
          <Button fullWidth onClick={() => navigate(paths.settings)}>
            Manage Subscription
          </Button>
          <Button fullWidth variant="outline" onClick={() => navigate(paths.home)}>
            Back to Home
          </Button>
        </Actions>
      </Body>
    </PageColumn>
  );
}

/** What the user's own plan includes (docs/product.md › Tiers and roles): monthly keeps 1 partner connection, annual has unlimited. */
export function premiumSummary(user: Pick<User, 'subscriptionTier' | 'premiumViaPartnerPlan'>): string {
  if (user.subscriptionTier !== 'monthly') return 'You have unlimited sessions, partners and AI suggestions.';
  return user.premiumViaPartnerPlan === 'annual'
    ? "Premium Monthly: unlimited sessions and AI suggestions. Your partner's Annual plan gives you unlimited partners."
    : 'Premium Monthly: unlimited sessions, 1 partner connection and AI suggestions. Annual adds unlimited partners.';
}

const TopBar = styled.div`
  display: flex;
  align-items: center;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(10)};
  text-align: center;

  > svg {
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Upgrade = styled.div`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(6)};
  text-align: left;
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  margin-top: ${({ theme }) => theme.space(6)};
`;
