import styled from 'styled-components';
import { Heart, Info, X } from 'lucide-react';
import { IconButton } from '@forkcast/shared-ui';

const Row = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(8)};
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

const DetailsButton = styled(IconButton)`
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

interface Props {
  onPass: () => void;
  onLike: () => void;
  /** Opens the restaurant details dialog for the card that is up (also the 'i' key). */
  onDetails: () => void;
  /**
   * While a card is flying out: a second tap must not swipe the next card unseen. aria-disabled (and
   * the deck ignoring the tap) rather than `disabled`, so the focused button keeps focus between cards.
   */
  disabled?: boolean;
}

export function SwipeActions({ onPass, onLike, onDetails, disabled = false }: Props) {
  return (
    <Row>
      <PassButton label="Pass" variant="outline" onClick={onPass} aria-disabled={disabled || undefined}>
        <X size={30} aria-hidden="true" />
      </PassButton>
      <DetailsButton label="View details" variant="outline" onClick={onDetails} aria-keyshortcuts="i">
        <Info size={22} aria-hidden="true" />
      </DetailsButton>
      <RoundButton label="Like" variant="primary" onClick={onLike} aria-disabled={disabled || undefined}>
        <Heart size={28} aria-hidden="true" />
      </RoundButton>
    </Row>
  );
}
