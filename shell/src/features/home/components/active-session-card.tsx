import styled from 'styled-components';
import { Users } from 'lucide-react';
import { Badge, Button, Card, CardHeader, CardTitle, PresenceDot } from '@forkcast/design-system';
import type { PartnerActiveSession, SessionMember } from '@forkcast/contracts';
import { partnerProgressText, partnerSessionReadyText } from '@forkcast/contracts/domain';
import { activeSessionSlice, useAppSelector, type RootState } from '@forkcast/live-store';
import { useWatchedSession } from '../hooks/use-watched-session';

interface Props {
  session: PartnerActiveSession;
  /**
   * Rendered on the server into home's page (server/home-frame.tsx): Join Now arrives disabled, since it has no
   * handler until the app takes the page over.
   */
  frame?: boolean;
  userId: string;
  onJoin: () => void;
  joining: boolean;
}

/**
 * A partner started a session and is waiting for this user (home polls for it every 5 s). What the server
 * knows (the session, the count left for this user) comes from that poll; the partner's presence and
 * progress come from the store, which the live connection keeps current while the card shows.
 */
export function ActiveSessionCard({ session, frame = false, userId, onJoin, joining }: Props) {
  const watched = useWatchedSession(session, userId);
  // Until the store has the partner (the first commit's effect puts the poll's read there), that read: the line
  // is in the first render, as in home's frame, not added to the card (and the card grown) a moment later.
  const progress = watched ?? session.partnerProgress;
  const partnerLine = progress && { online: watched?.online ?? false, text: partnerProgressText(progress) };
  // A group: who is in it, each with their progress.
  const members = session.members;
  return (
    <Highlight as="section" aria-labelledby="active-session-title">
      <CardHeader>
        <TitleRow>
          <Users aria-hidden="true" size={20} />
          <CardTitle id="active-session-title">{members ? 'Group session waiting!' : 'Partner session waiting!'}</CardTitle>
        </TitleRow>
        <Badge tone="warning">Pending</Badge>
      </CardHeader>
      <Text>
        {`${session.partnerName} started a session. `}
        <strong>{partnerSessionReadyText(session)}</strong>
      </Text>
      {members ? <GroupLines sessionId={session.id} userId={userId} members={members} /> : partnerLine && <PartnerLine {...partnerLine} />}
      <Button fullWidth onClick={onJoin} loading={joining} disabled={frame}>
        Join Now
      </Button>
    </Highlight>
  );
}

/**
 * As on the swipe screen's pill ('Alex · 7 of 20'). 'online' means the partner is on the swipe screen now:
 * home only watches the session, so it never counts as being there, for either partner.
 */
function PartnerLine({ online, text }: { online: boolean; text: string }) {
  return (
    <Presence data-testid="active-session-partner" data-online={online}>
      <PresenceDot $online={online} role="img" aria-label={online ? 'Partner online' : 'Partner away'} />
      <span>{text}</span>
    </Presence>
  );
}

const { selectMemberPresenceIn } = activeSessionSlice.selectors;

/** The group's other members, each as 'Alex · 7 of 20', their presence live from the watched room. */
function GroupLines({ sessionId, userId, members }: { sessionId: string; userId: string; members: readonly SessionMember[] }) {
  const live = useAppSelector((state: RootState) => selectMemberPresenceIn(state, sessionId));
  return (
    <MemberList aria-label="Group members" data-testid="active-session-members">
      {members
        .filter((member) => member.userId.toLowerCase() !== userId.toLowerCase())
        .map((member) => {
          const presence = live[member.userId.toLowerCase()];
          const online = presence?.online ?? false;
          const swiped = Math.max(presence?.swiped ?? 0, member.swiped);
          return (
            <Presence as="li" key={member.userId} data-online={online}>
              <PresenceDot $online={online} role="img" aria-label={online ? `${member.name} online` : `${member.name} away`} />
              <span>{`${member.name} · ${swiped} of ${member.total}`}</span>
            </Presence>
          );
        })}
    </MemberList>
  );
}

const MemberList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Highlight = styled(Card)`
  border-color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primaryStrong};

  h2 {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

const Presence = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;
