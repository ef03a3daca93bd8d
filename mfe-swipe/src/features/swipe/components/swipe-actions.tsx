import styled from 'styled-components';
import { Heart, Info, RotateCcw, X } from 'lucide-react';
import { IconButton, useHydrating } from '@forkcast/design-system';

const Row = styled.div`
  flex: none;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  padding-bottom: env(safe-area-inset-bottom, 0);
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

const SmallButton = styled(IconButton)`
  box-shadow: ${({ theme }) => theme.shadow.raised};

  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: not-allowed;
    box-shadow: none;
  }
`;

interface Props {
  onPass: () => void;
  onLike: () => void;
  /** Opens the restaurant details dialog for the card that is up (also the 'i' key); without it, no details button. */
  onDetails?: () => void;
  /** Takes back the last swipe (also Ctrl/⌘+Z). */
  onUndo: () => void;
  /** There is a swipe to take back. */
  canUndo: boolean;
  /**
   * While a card is flying out or an undo is on its way: a second tap must not act on the next card
   * unseen. aria-disabled (and the deck ignoring the tap) rather than `disabled`, so the focused button
   * keeps focus between cards.
   */
  disabled?: boolean;
}

/** The action row, always at the bottom of the screen: Undo, Pass, details, Like. */
export function SwipeActions({ onPass, onLike, onDetails, onUndo, canUndo, disabled = false }: Props) {
  const undoDisabled = disabled || !canUndo;
  // The gateway's prerender, until the app has hydrated it: nothing is wired up yet, so nothing may look ready
  // to tap (a tap in that moment would be lost without a sign). Enabled by the render right after hydration.
  const inert = useHydrating() || undefined;
  return (
    <Row>
      <SmallButton
        label="Undo last swipe"
        disabled={inert}
        variant="outline"
        onClick={() => !undoDisabled && onUndo()}
        aria-disabled={undoDisabled || undefined}
        aria-keyshortcuts="Control+Z Meta+Z"
        data-testid="undo-swipe"
      >
        <RotateCcw size={20} aria-hidden="true" />
      </SmallButton>
      <PassButton
        label="Pass"
        disabled={inert}
        variant="outline"
        onClick={onPass}
        aria-disabled={disabled || undefined}
        aria-keyshortcuts="ArrowLeft"
      >
        <X size={30} aria-hidden="true" />
      </PassButton>
      {onDetails && (
        <SmallButton label="View details" disabled={inert} variant="outline" onClick={onDetails} aria-keyshortcuts="i">
          <Info size={22} aria-hidden="true" />
        </SmallButton>
      )}
      <RoundButton
        label="Like"
        disabled={inert}
        variant="primary"
        onClick={onLike}
        aria-disabled={disabled || undefined}
        aria-keyshortcuts="ArrowRight"
      >
        <Heart size={28} aria-hidden="true" />
      </RoundButton>
    </Row>
  );
}
