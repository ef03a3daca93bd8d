import { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/**
 * Colours per variant; Button and IconButton share them so the two never drift apart. Hover only where
 * something hovers: a phone's browser leaves a tapped button in :hover until the next tap elsewhere, so the
 * swipe room's Pass would keep its tapped look on the next card.
 */
export const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    @media (hover: hover) {
      &:hover:not(:disabled) {
        background: ${({ theme }) => theme.colors.primaryHover};
      }
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryStrong};
    @media (hover: hover) {
      &:hover:not(:disabled) {
        background: ${({ theme }) => theme.colors.surfaceMuted};
      }
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    @media (hover: hover) {
      &:hover:not(:disabled) {
        background: ${({ theme }) => theme.colors.surfaceMuted};
      }
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    @media (hover: hover) {
      &:hover:not(:disabled) {
        background: ${({ theme }) => theme.colors.surfaceMuted};
      }
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
    @media (hover: hover) {
      &:hover:not(:disabled) {
        background: ${({ theme }) => theme.colors.dangerHover};
      }
    }
  `,
} as const;

/** What every button shares: shape, disabled look, press feedback. */
export const buttonBase = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  text-decoration: none;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    transform ${({ theme }) => theme.motion.fast} ease;

  &:active:not(:disabled) {
    transform: scale(0.97);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  svg {
    flex: none;
  }
`;
