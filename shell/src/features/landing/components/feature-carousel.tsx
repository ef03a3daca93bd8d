import { useRef, type KeyboardEvent, type PointerEvent, type TouchEvent } from 'react';
import styled from 'styled-components';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '@forkcast/design-system';
import { useCarousel } from '../hooks/use-carousel';
import { FEATURE_SLIDES } from './feature-slides';

const SWIPE_THRESHOLD_PX = 40;

interface Point {
  x: number;
  y: number;
}

/**
 * Three feature slides. No autoplay (moving content the user did not ask for is an accessibility
 * problem); arrows, dots, arrow keys and a horizontal swipe move it. Hidden slides are inert so
 * keyboard and screen-reader users only meet the current one.
 */
export function FeatureCarousel() {
  const { index, goTo, next, previous } = useCarousel(FEATURE_SLIDES.length);
  const swipeStart = useRef<Point | null>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  };

  const begin = (at: Point) => {
    swipeStart.current = at;
  };
  /** A mostly horizontal move of 40 px or more turns the slide; anything else was a tap or a scroll. */
  const end = (at: Point) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = at.x - start.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(at.y - start.y)) return;
    if (dx < 0) next();
    else previous();
  };

  /*
   * Fingers through touch events, mouse and pen through pointer events. A thumb rarely moves straight:
   * when it starts with a little downward drift the browser begins a vertical pan and cancels the
   * *pointer* (no pointerup follows), but the touch still ends with touchend, where it lifted.
   */
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (event.touches.length === 1 && touch) begin({ x: touch.clientX, y: touch.clientY });
    else swipeStart.current = null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (touch) end({ x: touch.clientX, y: touch.clientY });
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') begin({ x: event.clientX, y: event.clientY });
  };
  const onPointerUp = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') end({ x: event.clientX, y: event.clientY });
  };

  return (
    <Carousel aria-roledescription="carousel" aria-label="Forkcast features" onKeyDown={onKeyDown}>
      <Viewport
        aria-live="polite"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => (swipeStart.current = null)}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={(event) => event.pointerType !== 'touch' && (swipeStart.current = null)}
      >
        <Track style={{ transform: `translateX(-${index * 100}%)` }}>
          {FEATURE_SLIDES.map(({ title, description, Icon, tint }, i) => (
            <Slide
              key={title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${FEATURE_SLIDES.length}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <Visual $tint={tint} aria-hidden="true">
                <Icon size={56} strokeWidth={2} />
              </Visual>
              <SlideTitle>{title}</SlideTitle>
              <SlideText>{description}</SlideText>
            </Slide>
          ))}
        </Track>
      </Viewport>
      <Controls>
        <IconButton label="Previous slide" variant="outline" onClick={previous}>
          <ChevronLeft aria-hidden="true" size={20} />
        </IconButton>
        <Dots>
          {FEATURE_SLIDES.map(({ title }, i) => (
            <Dot
              key={title}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              $active={i === index}
              onClick={() => goTo(i)}
            />
          ))}
        </Dots>
        <IconButton label="Next slide" variant="outline" onClick={next}>
          <ChevronRight aria-hidden="true" size={20} />
        </IconButton>
      </Controls>
    </Carousel>
  );
}

const Carousel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  touch-action: pan-y;
`;

const Track = styled.div`
  display: flex;

  @media (prefers-reduced-motion: no-preference) {
    transition: transform 350ms cubic-bezier(0.22, 1, 0.36, 1);
  }
`;

const Slide = styled.div`
  display: flex;
  flex: 0 0 100%;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(7)};
  text-align: center;
`;

const Visual = styled.div<{ $tint: [string, string] }>`
  display: grid;
  place-items: center;
  width: 120px;
  height: 120px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: 36px;
  background: linear-gradient(135deg, ${({ $tint }) => $tint[0]}, ${({ $tint }) => $tint[1]});
  color: #fff;
  box-shadow: 0 12px 28px ${({ $tint }) => `${$tint[0]}55`};
  transform: rotate(-6deg);

  svg {
    transform: rotate(6deg);
  }
`;

const SlideTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
`;

const SlideText = styled.p`
  margin: 0;
  max-width: 30ch;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Dots = styled.div`
  display: flex;
`;

// The visible dot is small; the button around it is a thumb's 44 px target, touching its neighbours'.
const Dot = styled.button<{ $active: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.control.minTarget};
  height: ${({ theme }) => theme.control.minTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  cursor: pointer;

  &::after {
    content: '';
    width: ${({ $active }) => ($active ? '22px' : '10px')};
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? theme.colors.primaryStrong : theme.colors.textMuted)};

    @media (prefers-reduced-motion: no-preference) {
      transition: width 200ms ease;
    }
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
