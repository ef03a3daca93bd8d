import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Crown } from 'lucide-react';
import { Button, PageColumn, ScreenTitle, Subtitle, paths } from '@forkcast/shared-ui';
import type { User } from '@forkcast/shared-ui/contracts';
import { BackButton } from '../../../components/back-button';

/**
 * What /subscribe shows someone who already has premium, their own or shared by a partner. `upgrade` is
 * the plan still open to them (Annual, for a monthly subscriber).
 */
export function PremiumStatus({ user, upgrade }: { user: User; upgrade?: ReactNode }) {
  const navigate = useNavigate();
  const viaPartner = user.subscriptionTier === 'free' && user.hasPremiumViaPartner;
  return (
    <PageColumn>
      <TopBar>
        <BackButton />
      </TopBar>
      <Body>
        <Crown size={56} aria-hidden="true" />
        <ScreenTitle>You&apos;re Premium!</ScreenTitle>
        <Subtitle>
          {viaPartner
            ? 'Your partner shares their Premium benefits with you.'
            : 'You have unlimited sessions, partners and AI suggestions.'}
        </Subtitle>
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
