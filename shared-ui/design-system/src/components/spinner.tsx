import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The turning ring alone, hidden from assistive tech. Buttons use it and announce busy-ness themselves. */
export const SpinnerRing = styled.span<{ $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Read by screen readers only. */
  label?: string;
  className?: string;
}

/** A loading indicator with a screen-reader label (role=status, so it is announced politely). */
export function Spinner({ size = 24, label = 'Loading...', className }: SpinnerProps) {
  return (
    <Status role="status" className={className}>
      <SpinnerRing $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Status>
  );
}
