import styled from 'styled-components';
import { PageColumn, useCurrentUser } from '@forkcast/shared-ui';
import { usePartnerCount } from '../api/get-partnerships';
import { HomeGreeting } from './home-greeting';
import { HomeStats } from './home-stats';
import { QuickActions } from './quick-actions';

/**
 * Home for a signed-in user with preferences. Sections still to come (sessions issue), each as its own
 * component in this folder: active-session-card (Pending, 'Partner session waiting!', Join Now),
 * daily-limit-banner, premium-shared-banner, partner-list (Add/Start), recent-sessions (last 5) and
 * start-session-dialog (saved location or another ZIP), which will provide QuickActions' onStartSolo.
 */
export function HomePage() {
  const { user } = useCurrentUser();
  const partnerCount = usePartnerCount(user?.id ?? '');
  if (!user) return null;
  return (
    <PageColumn>
      <Sections>
        <HomeGreeting user={user} />
        <HomeStats totalMatches={user.totalMatches} partnerCount={partnerCount} />
        <QuickActions />
      </Sections>
    </PageColumn>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;
