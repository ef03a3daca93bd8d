import styled, { css, keyframes } from 'styled-components';

/**
 * Looks shared by Dialog (Radix Dialog) and ConfirmDialog (Radix AlertDialog): the two primitives
 * differ in behaviour, not in appearance.
 */
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translate(-50%, calc(-50% + 12px)) scale(0.98); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.fast} ease-out;
`;

/** Centred, never wider than the 430 px column minus its gutters, scrolls when taller than the screen. */
export const contentStyles = css`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: calc(100vw - ${({ theme }) => theme.space(8)});
  max-width: calc(${({ theme }) => theme.layout.columnMaxWidth} - ${({ theme }) => theme.space(8)});
  max-height: calc(100dvh - ${({ theme }) => theme.space(8)});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.dialog};
  animation: ${riseIn} ${({ theme }) => theme.motion.card} ${({ theme }) => theme.motion.easing};
`;

/** A desk's dialog: room for a table; on a phone it stays the column's width. */
export const wideContentStyles = css`
  @media (min-width: 1024px) {
    max-width: 720px;
  }
`;

/* Titles and descriptions name people and places: a long unbroken name wraps instead of widening the dialog. */
export const titleStyles = css`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const descriptionStyles = css`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Buttons share the row equally; on a 390 px screen two labels fit side by side. */
export const DialogFooterRow = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  gap: ${({ theme }) => theme.space(2)};

  & > * {
    flex: 1 1 0;
  }
`;
