import { useState } from 'react';
import styled from 'styled-components';
import { PageColumn, useAfterFirstCommit } from '@forkcast/design-system';
import { useCurrentUser, usePartnerships } from '@forkcast/api-client';
import type { User } from '@forkcast/contracts';
import { freeSessionsLeft, isPartnerActiveSession } from '@forkcast/contracts/domain';
import { useActiveSession } from '../api/get-active-session';
import { useSessionHistory } from '../api/get-session-history';
import { useJoinSession } from '../hooks/use-join-session';
import { useSoloSession } from '../hooks/use-solo-session';
import { ActiveSessionCard } from './active-session-card';
import { HomeGreeting } from './home-greeting';
import { HomeStats } from './home-stats';
import { PartnerList, type PartnerChoice } from './partner-list';
import { QuickActions } from './quick-actions';
import { RecentSessions } from './recent-sessions';
import { RemoteAddPartnerDialog } from './remote-add-partner-dialog';
import { SoloSessionCard } from './solo-session-card';
import { StartSessionDialog } from './start-session-dialog';
import { TierBanners } from './tier-banners';

/** Home for a signed-in user with preferences (docs/product.md › Screens › Home). */
export function HomePage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <Home user={user} />;
}

function Home({ user }: { user: User }) {
  const { partnerships, isLoading: partnersLoading } = usePartnerships(user.id);
  const { sessions, isLoading: sessionsLoading } = useSessionHistory(user.id);
  const activeSession = useActiveSession(user.id);
  const { join, isJoining } = useJoinSession(user.id);
  const solo = useSoloSession(user.id);
  const soloInProgress = activeSession && !isPartnerActiveSession(activeSession) ? activeSession : null;
  const [startOpen, setStartOpen] = useState(false);
  // Kept after closing so the dialog's text does not change while it closes.
  const [startPartner, setStartPartner] = useState<PartnerChoice | null>(null);
  const [startGroup, setStartGroup] = useState(false);
  // Bumped on every open, so the dialog starts fresh (no ZIP left over from last time).
  const [startDialogKey, setStartDialogKey] = useState(0);
  const [addPartnerOpen, setAddPartnerOpen] = useState(false);
  // The partners and the recent sessions come a task after the first commit: they sit below the session
  // card and the quick actions, and in the first commit they made it (and its effects) a long task on a phone.
  // Added below everything else, they move nothing already shown.
  const below = useAfterFirstCommit();

  const openStart = (partner: PartnerChoice | null, group = false) => {
    setStartDialogKey((n) => n + 1);
    setStartPartner(partner);
    setStartGroup(group);
    setStartOpen(true);
  };

  return (
    <PageColumn>
      <Sections>
        <HomeGreeting user={user} />
        <HomeStats totalMatches={user.totalMatches} partnerCount={partnerships.length} />
        {activeSession && isPartnerActiveSession(activeSession) && (
          <ActiveSessionCard session={activeSession} userId={user.id} joining={isJoining} onJoin={() => join(activeSession.id)} />
        )}
        {soloInProgress && (
          <SoloSessionCard
            session={soloInProgress}
            onContinue={() => solo.continueSession(soloInProgress)}
            onEnd={() => solo.endSession(soloInProgress.id)}
            ending={solo.isEnding}
          />
        )}
        <QuickActions onStartSolo={() => openStart(null)} freeSessionsLeft={freeSessionsLeft(user)} />
        <TierBanners user={user} />
        {below && (
          <>
            <PartnerList
              userId={user.id}
              partnerships={partnerships}
              loading={partnersLoading}
              onAdd={() => setAddPartnerOpen(true)}
              onStart={openStart}
              onStartGroup={() => openStart(null, true)}
            />
            <RecentSessions sessions={sessions} loading={sessionsLoading} />
          </>
        )}
      </Sections>
      <StartSessionDialog
        key={startDialogKey}
        open={startOpen}
        onOpenChange={setStartOpen}
        user={user}
        partner={startPartner}
        partnerships={partnerships}
        group={startGroup}
        soloInProgress={soloInProgress}
        onContinue={(session) => {
          setStartOpen(false);
          solo.continueSession(session);
        }}
      />
      <RemoteAddPartnerDialog open={addPartnerOpen} onOpenChange={setAddPartnerOpen} userId={user.id} />
    </PageColumn>
  );
}

/** The column of home's sections (also the build-time frame's, so the greeting paints where it stays). */
export const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;
