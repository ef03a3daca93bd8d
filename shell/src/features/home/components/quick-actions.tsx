import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Shuffle, User as UserIcon } from 'lucide-react';
import { Button, paths } from '@forkcast/shared-ui';

interface Props {
  /** Opens the Start Session dialog (saved location or another ZIP) for a solo session. */
  onStartSolo: () => void;
}

/** The two primary ways to decide: a solo swipe session or a random pick. */
export function QuickActions({ onStartSolo }: Props) {
  const navigate = useNavigate();
  return (
    <Actions>
      <Button size="lg" fullWidth onClick={onStartSolo}>
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
