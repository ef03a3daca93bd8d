import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Shuffle, User as UserIcon } from 'lucide-react';
import { useId } from 'react';
import { Button, countOf } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';

interface Props {
  /** Opens the Start Session dialog (saved location or another ZIP) for a solo session. */
  onStartSolo: () => void;
  /** Free sessions the user may still start today; null when premium (no limit, nothing shown). */
  freeSessionsLeft: number | null;
}

/** 'No free sessions left today', '1 free session left today'. */
export function allowanceText(left: number): string {
  return left === 0 ? 'No free sessions left today' : `${countOf(left, 'free session')} left today`;
}

/**
 * The two primary ways to decide: a solo swipe session or a random pick. A free user sees today's
 * allowance before choosing, not only after Start was refused.
 */
export function QuickActions({ onStartSolo, freeSessionsLeft }: Props) {
  const navigate = useNavigate();
  const allowanceId = useId();
  return (
    <Actions>
      {freeSessionsLeft !== null && (
        <Allowance id={allowanceId} $used={freeSessionsLeft === 0}>
          {allowanceText(freeSessionsLeft)}
        </Allowance>
      )}
      <Button size="lg" fullWidth onClick={onStartSolo} aria-describedby={freeSessionsLeft !== null ? allowanceId : undefined}>
        <UserIcon aria-hidden="true" size={20} />
        Solo Session
      </Button>
      <Button size="lg" variant="outline" fullWidth onClick={() => navigate(paths.randomizer)}>
        <Shuffle aria-hidden="true" size={20} />
        Randomizer
      </Button>
    </Actions>
  );
}

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Allowance = styled.p<{ $used: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ $used, theme }) => ($used ? theme.colors.danger : theme.colors.textMuted)};
  text-align: center;
`;
