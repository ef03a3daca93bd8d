import styled from 'styled-components';
import { Heart, X } from 'lucide-react';
import { IconButton } from '@forkcast/shared-ui';

const Row = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(10)};
`;

// Bigger than the 44 px minimum: these are the screen's main actions, hit with a thumb.
const RoundButton = styled(IconButton)`
  width: 64px;
  height: 64px;
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const PassButton = styled(RoundButton)`
  color: ${({ theme }) => theme.colors.danger};
`;

interface Props {
  onPass: () => void;
  onLike: () => void;
  /**
   * While a card is flying out: a second tap must not swipe the next card unseen. aria-disabled (and
   * the deck ignoring the tap) rather than `disabled`, so the focused button keeps focus between cards.
   */
  disabled?: boolean;
}

export function SwipeActions({ onPass, onLike, disabled = false }: Props) {
  return (
    <Row>
      <PassButton label="Pass" variant="outline" onClick={onPass} aria-disabled={disabled || undefined}>
        <X size={30} aria-hidden="true" />
      </PassButton>
      <RoundButton label="Like" variant="primary" onClick={onLike} aria-disabled={disabled || undefined}>
        <Heart size={28} aria-hidden="true" />
      </RoundButton>
    </Row>
  );
}
