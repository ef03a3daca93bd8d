import styled from 'styled-components';
import { PresenceDot, VisuallyHidden } from '@forkcast/design-system';
import type { SessionMember } from '@forkcast/contracts';
import { activeSessionSlice, useAppSelector, type RootState } from '@forkcast/live-store';

const { selectMemberPresenceIn } = activeSessionSlice.selectors;

const Strip = styled.ul`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  background: ${({ $online, theme }) => ($online ? theme.colors.successSoft : theme.colors.surfaceMuted)};
  color: ${({ $online, theme }) => ($online ? theme.colors.success : theme.colors.textMuted)};
`;

// A long name gives way to the count, as on the pair's pill.
const Name = styled.span`
  display: inline-block;
  max-width: 7em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

interface Props {
  sessionId: string;
  userId: string;
  /** The group as the session read gave it (names, and counts until the room says more). */
  members: readonly SessionMember[];
}

/**
 * A group session's room: every other member's presence and progress ('Alex · 7 of 20',
 * 'Sam · 12 of 20'), live from the room (partner_status, partner_swipe: counts only, never choices).
 */
export function MembersProgress({ sessionId, userId, members }: Props) {
  const live = useAppSelector((state: RootState) => selectMemberPresenceIn(state, sessionId));
  const others = members.filter((member) => member.userId.toLowerCase() !== userId.toLowerCase());
  return (
    <>
      <Strip aria-label="Group progress" data-testid="members-progress">
        {others.map((member) => {
          const presence = live[member.userId.toLowerCase()];
          const online = presence?.online ?? false;
          const swiped = Math.max(presence?.swiped ?? 0, member.swiped);
          return (
            <Chip key={member.userId} $online={online} data-testid="member-progress" data-online={online}>
              <PresenceDot $online={online} role="img" aria-label={online ? `${member.name} online` : `${member.name} away`} />
              <span>
                <Name>{member.name}</Name>
                {` · ${swiped} of ${member.total}`}
              </span>
            </Chip>
          );
        })}
      </Strip>
      {/* Presence is worth hearing when it changes; every member's swipe would only interrupt the cards. */}
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {`${others.filter((member) => live[member.userId.toLowerCase()]?.online).length} of ${others.length} others swiping now`}
        </span>
      </VisuallyHidden>
    </>
  );
}
