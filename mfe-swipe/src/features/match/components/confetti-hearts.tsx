import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { prefersReducedMotion } from '@forkcast/design-system';

/** docs/product.md › Limits and constants: the match confetti is 30 hearts for 3 s. */
export const CONFETTI_HEARTS = 30;
export const CONFETTI_MS = 3000;

const fall = keyframes`
  from { transform: translateY(-10vh) rotate(0deg); opacity: 1; }
  to { transform: translateY(110vh) rotate(360deg); opacity: 0; }
`;

const Layer = styled.div`
  position: fixed;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  z-index: ${({ theme }) => theme.zIndex.overlay};

  /* Belt and braces: the screen renders no hearts under reduced motion, and CSS agrees. */
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const HeartPiece = styled.span`
  position: absolute;
  top: 0;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
  animation-name: ${fall};
  animation-timing-function: linear;
  animation-fill-mode: forwards;
`;

// Spread by index, not Math.random: the same layout every time, so renders and tests are stable.
function heartStyle(index: number) {
  const spread = (index * 37) % 100;
  return {
    left: `${spread}%`,
    fontSize: `${16 + ((index * 7) % 16)}px`,
    animationDuration: `${1800 + ((index * 53) % 1200)}ms`,
    animationDelay: `${(index * 97) % 800}ms`,
  };
}

/** The match celebration: decoration only, hidden from assistive tech, gone after 3 s. */
export function ConfettiHearts() {
  const [reducedMotion] = useState(prefersReducedMotion);
  const [visible, setVisible] = useState(!reducedMotion);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), CONFETTI_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <Layer aria-hidden="true" data-testid="confetti">
      {Array.from({ length: CONFETTI_HEARTS }, (_, index) => (
        <HeartPiece key={index} style={heartStyle(index)} data-testid="confetti-heart">
          ♥
        </HeartPiece>
      ))}
    </Layer>
  );
}
