import { useRef, useState, type PointerEvent } from 'react';
import styled, { css } from 'styled-components';
import type { Restaurant, SwipeAction } from '@forkcast/shared-ui/contracts';
import { RestaurantCard } from '../../../components/restaurant-card';
import { CARD_ANIMATION_MS, type ExitDirection } from '../hooks/use-swipe-deck';

/** Spec §9: a drag released beyond this many pixels is a swipe; anything shorter springs back. */
export const SWIPE_THRESHOLD_PX = 100;
// Degrees of tilt per pixel dragged: 5° at the threshold, enough to read as "being thrown".
const TILT_PER_PX = 0.05;

const Frame = styled.div<{ $animate: boolean }>`
  position: relative;
  /* Vertical pans still scroll the page; horizontal ones are ours. */
  touch-action: pan-y;
  user-select: none;
  cursor: grab;
  will-change: transform;
  ${({ $animate }) =>
    $animate &&
    css`
      transition:
        transform ${CARD_ANIMATION_MS}ms ${({ theme }) => theme.motion.easing},
        opacity ${CARD_ANIMATION_MS}ms ${({ theme }) => theme.motion.easing};
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Stamp = styled.span<{ $tone: 'like' | 'nope' }>`
  position: absolute;
  top: ${({ theme }) => theme.space(6)};
  z-index: 1;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 4px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  pointer-events: none;
  ${({ $tone, theme }) =>
    $tone === 'like'
      ? css`
          left: ${theme.space(4)};
          color: ${theme.colors.success};
          transform: rotate(-12deg);
        `
      : css`
          right: ${theme.space(4)};
          color: ${theme.colors.danger};
          transform: rotate(12deg);
        `}
`;

interface Drag {
  pointerId: number;
  startX: number;
  dx: number;
}

interface Props {
  restaurant: Restaurant;
  /** Set while the card flies out after a swipe; null brings it back to the centre. */
  exit: ExitDirection | null;
  reducedMotion: boolean;
  onSwipe: (action: SwipeAction) => void;
}

function transformFor(dx: number, exit: ExitDirection | null): string {
  if (exit) {
    const sign = exit === 'right' ? 1 : -1;
    return `translateX(${sign * 150}%) rotate(${sign * 20}deg)`;
  }
  return dx === 0 ? 'none' : `translateX(${dx}px) rotate(${dx * TILT_PER_PX}deg)`;
}

/**
 * The top card: follows the finger (pointer events, so mouse, pen and touch alike) with a slight
 * tilt and LIKE/NOPE stamps; released past 100 px it swipes that way, otherwise it springs back.
 * Under reduced motion it doesn't fly: it simply disappears and the next card takes its place.
 */
export function SwipeCard({ restaurant, exit, reducedMotion, onSwipe }: Props) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const dx = drag?.dx ?? 0;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (exit || (event.pointerType === 'mouse' && event.button !== 0)) return;
    // Keeps the moves coming to the card when the finger leaves it mid-drag.
    frame.current?.setPointerCapture?.(event.pointerId);
    setDrag({ pointerId: event.pointerId, startX: event.clientX, dx: 0 });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag({ ...drag, dx: event.clientX - drag.startX });
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const released = event.clientX - drag.startX;
    setDrag(null);
    if (released > SWIPE_THRESHOLD_PX) onSwipe('like');
    else if (released < -SWIPE_THRESHOLD_PX) onSwipe('pass');
  };

  const stampOpacity = Math.min(Math.abs(dx) / SWIPE_THRESHOLD_PX, 1);
  const hidden = reducedMotion && exit !== null;

  return (
    <Frame
      ref={frame}
      data-testid="swipe-card"
      data-exit={exit ?? undefined}
      $animate={!drag && !reducedMotion}
      style={{ transform: transformFor(dx, reducedMotion ? null : exit), opacity: hidden ? 0 : 1 }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
    >
      {dx > 0 && (
        <Stamp $tone="like" aria-hidden="true" style={{ opacity: stampOpacity }}>
          LIKE
        </Stamp>
      )}
      {dx < 0 && (
        <Stamp $tone="nope" aria-hidden="true" style={{ opacity: stampOpacity }}>
          NOPE
        </Stamp>
      )}
      <RestaurantCard restaurant={restaurant} />
    </Frame>
  );
}
