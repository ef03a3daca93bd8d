import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ChevronRight, Heart, Hourglass, User as UserIcon, X } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Badge, Spinner, StackList, countOf } from '@forkcast/design-system';
import type { SessionHistoryItem } from '@forkcast/contracts';
import { formatDate, isSessionActive, paths } from '@forkcast/contracts/domain';
import { EmptyText, Section, SectionHeader, SectionTitle } from './home-section';

interface RowView {
  Icon: LucideIcon;
  title: string;
  detail: string | null;
  matched: boolean;
  /** Where a tap goes; null when the row has nothing to show (then it is not a button). */
  href: string | null;
}

const likes = (n: number) => countOf(n, 'Like');

/**
 * docs/product.md › Screens › Home: a solo session reads 'Solo Session' with its likes and opens /solo-complete when it has
 * any; a session with a match reads 'Match Found!' and opens /match; a partnered session still running (one
 * of the two has cards left) reads 'In progress'; anything else, a session over without a match, is 'No Match'.
 */
export function describeSession(session: SessionHistoryItem): RowView {
  const id = encodeURIComponent(session.id);
  if (session.partnershipId === null) {
    return {
      Icon: UserIcon,
      title: 'Solo Session',
      detail: likes(session.likedCount),
      matched: false,
      href: session.likedCount > 0 ? `${paths.soloComplete}?sessionId=${id}` : null,
    };
  }
  if (session.matchedRestaurantId) {
    return {
      Icon: Heart,
      title: 'Match Found!',
      detail: session.matchedRestaurantName,
      matched: true,
      href: `${paths.match}?sessionId=${id}&restaurantId=${encodeURIComponent(session.matchedRestaurantId)}`,
    };
  }
  const partner = session.partnerName ? `with ${session.partnerName}` : null;
  if (isSessionActive(session)) return { Icon: Hourglass, title: 'In progress', detail: partner, matched: false, href: null };
  return {
    Icon: X,
    title: 'No Match',
    detail: partner,
    matched: false,
    href: null,
  };
}

interface Props {
  sessions: SessionHistoryItem[];
  loading: boolean;
}

/** The last 5 sessions, newest first. */
export function RecentSessions({ sessions, loading }: Props) {
  const navigate = useNavigate();
  return (
    <Section aria-labelledby="recent-sessions-title">
      <SectionHeader>
        <SectionTitle id="recent-sessions-title">Recent Sessions</SectionTitle>
      </SectionHeader>
      {loading ? (
        <Spinner size={20} label="Loading sessions..." />
      ) : sessions.length === 0 ? (
        <EmptyText>No sessions yet. Start one to see it here.</EmptyText>
      ) : (
        <StackList $gap={2}>
          {sessions.map((session) => {
            const view = describeSession(session);
            const content = (
              <>
                <IconBox $matched={view.matched} aria-hidden="true">
                  <view.Icon size={18} />
                </IconBox>
                <Text>
                  <Title>
                    {view.title}
                    {view.matched && <Badge tone="success">Matched</Badge>}
                  </Title>
                  {view.detail && <Detail>{view.detail}</Detail>}
                </Text>
                <When>{formatDate(session.createdAt, 'month-day')}</When>
                {view.href && <ChevronRight aria-hidden="true" size={18} />}
              </>
            );
            const href = view.href;
            return (
              <li key={session.id}>
                {href ? (
                  <RowButton type="button" onClick={() => navigate(href)}>
                    {content}
                  </RowButton>
                ) : (
                  <Row>{content}</Row>
                )}
              </li>
            );
          })}
        </StackList>
      )}
    </Section>
  );
}

const rowStyles = css`
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.control.minTarget};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
`;

const Row = styled.div`
  ${rowStyles}
`;

const RowButton = styled.button`
  ${rowStyles}
  border: none;
  font: inherit;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const IconBox = styled.span<{ $matched: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ $matched, theme }) => ($matched ? theme.colors.successSoft : theme.colors.surfaceMuted)};
  color: ${({ $matched, theme }) => ($matched ? theme.colors.success : theme.colors.textMuted)};
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const When = styled.span`
  flex: none;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
