import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { useDrag } from '@use-gesture/react';
import { useClientValue } from '@forkcast/design-system';
import type { Restaurant, SwipeAction } from '@forkcast/contracts';
import { RestaurantCard } from '../../../components/restaurant-card';
import { CARD_ANIMATION_MS, type ExitDirection } from '../hooks/use-swipe-deck';

/** docs/product.md › Limits and constants: a drag released beyond this many pixels is a swipe, however slowly it got there. */
export const SWIPE_THRESHOLD_PX = 100;
/**
 * A flick: a release shorter than the threshold still swipes when the finger was moving fast (at least
 * FLING_MIN_VELOCITY px/ms over the last move) across at least FLING_MIN_PX, within one quick gesture
 * (FLING_MAX_MS from touch to release). Slower, shorter drags spring back.
 */
export const FLING_MIN_PX = 40;
export const FLING_MIN_VELOCITY = 0.5;
export const FLING_MAX_MS = 250;
// Degrees of tilt per pixel dragged: 5° at the threshold, enough to read as "being thrown".
const TILT_PER_PX = 0.05;

const Frame = styled.div<{ $animate: boolean }>`
  position: relative;
  height: 100%;
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
  /* Set by the drag, move by move, without a render. */
  opacity: 0;
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
 * The top card: follows the finger (pointer events through @use-gesture, so mouse, pen and touch alike)
 * with a slight tilt and LIKE/NOPE stamps; released past 100 px, or flicked, it swipes that way,
 * otherwise it springs back. Only horizontal drags are the card's: a vertical one scrolls its text.
 * Under reduced motion it doesn't fly: it simply disappears and the next card takes its place.
 */
export function SwipeCard({ restaurant, exit, reducedMotion, onSwipe }: Props) {
  const frame = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  // Which stamp shows: changes when the finger crosses the middle, not on every move.
  const [side, setSide] = useState(0);
  // The stamp showing (one at a time) and how opaque the drag has made it.
  const stamp = useRef<HTMLSpanElement>(null);
  const stampOpacity = useRef(0);
  const dragged = useRef(false);
  // Counts releases, so the spring-back below runs after every drag: on a busy phone the whole drag can reach
  // React before it renders once, and `dragging` alone would go false → false, which runs no effect.
  const [releases, setReleases] = useState(0);
  const restTransform = transformFor(0, reducedMotion ? null : exit);

  // A pointer move writes the frame's transform and the stamp's opacity itself: a render a move (React's
  // and styled-components' work for the frame) cost a phone's main thread far more than the two style writes.
  // Inline on the two elements, not as a custom property of the frame: that would restyle the whole card.
  // React owns the transform at rest and in flight; after a drag this puts its value back, in the commit that
  // brings back the transition class, so the card springs back (or flies out) animated.
  useLayoutEffect(() => {
    const element = frame.current;
    if (dragging || !dragged.current || !element) return;
    dragged.current = false;
    element.style.transform = restTransform;
  }, [dragging, restTransform, releases]);

  // A stamp mounts when the finger crosses the middle: it starts at the drag's opacity.
  useLayoutEffect(() => {
    if (stamp.current) stamp.current.style.opacity = String(stampOpacity.current);
  }, [side]);

  const bind = useDrag(
    ({ active, last, xy: [x], initial: [x0], swipe: [flick], tap, event }) => {
      if (exit || tap) return;
      // From where the finger went down: the gesture's own movement starts after its small tap threshold.
      const mx = x - x0;
      const element = frame.current;
      if (active && element) {
        dragged.current = true;
        element.style.transform = transformFor(mx, null);
        stampOpacity.current = Math.min(Math.abs(mx) / SWIPE_THRESHOLD_PX, 1);
        if (stamp.current) stamp.current.style.opacity = String(stampOpacity.current);
      }
      // Both bail out without a render when unchanged, as they are on most moves.
      setDragging(active);
      setSide(active ? Math.sign(mx) || 0 : 0); // not -0: Object.is(-0, 0) is false, a render for nothing
      if (!last) return;
      setReleases((count) => count + 1);
      // The browser took the gesture (a vertical scroll of the text, a system gesture): the finger never
      // let go of the card, so it springs back rather than swiping.
      if (event.type === 'pointercancel') return;
      if (mx > SWIPE_THRESHOLD_PX || flick > 0) onSwipe('like');
      else if (mx < -SWIPE_THRESHOLD_PX || flick < 0) onSwipe('pass');
    },
    {
      axis: 'x',
      filterTaps: true,
      // Mouse: the main button only. No arrow-key dragging: the arrows swipe (useSwipeKeys).
      pointer: { buttons: 1, keys: false },
      swipe: { distance: FLING_MIN_PX, velocity: FLING_MIN_VELOCITY, duration: FLING_MAX_MS },
    },
  );

  // The same element on every render: React skips the card's content (photo, facts, text and their styles)
  // when the frame renders for the drag's start, end or stamp.
  const card = useMemo(() => <RestaurantCard restaurant={restaurant} fill />, [restaurant]);
  // The card's transition class: a hydrated card renders it as the server did (no preference) first.
  const animated = !useClientValue(reducedMotion, false);
  const hidden = reducedMotion && exit !== null;

  return (
    <Frame
      {...bind()}
      ref={frame}
      data-testid="swipe-card"
      data-exit={exit ?? undefined}
      $animate={!dragging && animated}
      style={{ transform: restTransform, opacity: hidden ? 0 : 1 }}
    >
      {side > 0 && (
        <Stamp ref={stamp} $tone="like" aria-hidden="true">
          LIKE
        </Stamp>
      )}
      {side < 0 && (
        <Stamp ref={stamp} $tone="nope" aria-hidden="true">
          NOPE
        </Stamp>
      )}
      {card}
    </Frame>
  );
}
