import styled from 'styled-components';
import { Button, useToast } from '@forkcast/design-system';
import { errorText } from '@forkcast/api-client';
import { NO_CARD_CAN_MATCH, canStillMatchText } from '@forkcast/contracts/domain';
import { useEndSessionNow } from '../api/end-session-now';

const Count = styled.p`
  flex: none;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
`;

const NoticeText = styled.p`
  flex: 1 1 12em;
  font-size: ${({ theme }) => theme.font.size.sm};

  strong {
    display: block;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

interface Props {
  sessionId: string;
  /** The cards no member has passed; null while unknown (nothing is shown). */
  count: number | null;
  /** The session ended without a match (this member's End now): the room opens the results. */
  onEnded: () => void;
}

/**
 * A partner or group room's "7 cards can still match" (docs/product.md › Swiping › Can still match). At 0 the room
 * says at once that no card left can be a match, and offers End now: the no-match results, ranking and
 * compromises, on every member's phone (the others' rooms hear session_results). Swiping on stays possible:
 * more likes still feed the ranking and the compromises.
 */
export function CanStillMatch({ sessionId, count, onEnded }: Props) {
  const endNow = useEndSessionNow(sessionId);
  const { toast } = useToast();
  if (count === null) return null;
  if (count > 0) return <Count data-testid="can-still-match">{canStillMatchText(count)}</Count>;
  return (
    <Notice role="alert" data-testid="no-card-can-match">
      <NoticeText>
        <strong>{NO_CARD_CAN_MATCH}</strong>
        Someone passed on every card left. End now to see what you all liked.
      </NoticeText>
      <Button
        disabled={endNow.isPending}
        onClick={() =>
          endNow.mutate(undefined, {
            onSuccess: onEnded,
            onError: (error) => toast({ title: errorText(error, 'Could not end the session'), variant: 'destructive' }),
          })
        }
      >
        End now
      </Button>
    </Notice>
  );
}
