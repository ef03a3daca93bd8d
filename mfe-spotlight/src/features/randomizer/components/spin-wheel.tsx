import styled, { useTheme } from 'styled-components';
import type { SpinPlan } from '../lib/spin-plan';

const RADIUS = 100;
const LABEL_RADIUS = 60;

const Frame = styled.div`
  position: relative;
  width: min(260px, 100%);
  aspect-ratio: 1;
  margin: 0 auto;
`;

// The pointer stays still at the top; the wheel turns beneath it.
const Pointer = styled.svg`
  position: absolute;
  top: -6px;
  left: 50%;
  width: 28px;
  height: 28px;
  transform: translateX(-50%);
  z-index: 1;
  filter: drop-shadow(0 1px 2px rgba(0, 0, 0, 0.3));
`;

const Disc = styled.svg`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

// fill-box: the group's own box is the full disc, so "center" is the hub in every browser.
const Rotor = styled.g`
  transform-box: fill-box;
  transform-origin: center;
  /* Decelerates like a real wheel: fast at first, settling slowly onto the pick. */
  transition-timing-function: cubic-bezier(0.15, 0.6, 0.1, 1);
  transition-property: transform;
`;

export interface SpinWheelProps {
  segments: readonly string[];
  /** The spin under way; none means the wheel rests at 0°. */
  spin?: SpinPlan;
}

function point(angleDeg: number, radius: number): [number, number] {
  const rad = ((angleDeg - 90) * Math.PI) / 180;
  return [radius * Math.cos(rad), radius * Math.sin(rad)];
}

/**
 * The randomizer wheel: one segment per chosen cuisine (or price level). Purely a picture of the spin —
 * the status line and the result view carry the information — so it is one labelled image.
 */
export function SpinWheel({ segments, spin }: SpinWheelProps) {
  const theme = useTheme();
  const fills = [theme.colors.primarySoft, theme.colors.warningSoft, theme.colors.successSoft, theme.colors.surfaceMuted];
  const count = segments.length;
  const width = count > 0 ? 360 / count : 360;
  const fontSize = Math.max(8, Math.min(14, 140 / Math.max(count, 1)));
  const unique = [...new Set(segments)];
  const rotation = spin ? spin.rotationDeg : 0;

  return (
    <Frame data-testid="spin-wheel">
      <Pointer viewBox="0 0 20 20" aria-hidden="true">
        <path d="M2 2 H18 L10 18 Z" fill={theme.colors.primary} stroke={theme.colors.surface} strokeWidth="1.5" />
      </Pointer>
      <Disc
        viewBox={`${-RADIUS} ${-RADIUS} ${RADIUS * 2} ${RADIUS * 2}`}
        role="img"
        aria-label={unique.length > 0 ? `Wheel of ${unique.join(', ')}` : 'Wheel'}
      >
        <Rotor
          data-testid="spin-wheel-rotor"
          style={{
            transform: `rotate(${rotation}deg)`,
            transitionDuration: `${spin ? spin.durationMs : 0}ms`,
          }}
        >
          {count === 0 && <circle r={RADIUS} fill={theme.colors.surfaceMuted} />}
          {segments.map((label, index) => {
            const start = index * width;
            const end = start + width;
            const [x0, y0] = point(start, RADIUS);
            const [x1, y1] = point(end, RADIUS);
            const largeArc = width > 180 ? 1 : 0;
            const mid = start + width / 2;
            return (
              <g key={`${label}-${index}`}>
                <path
                  d={`M0 0 L${x0} ${y0} A${RADIUS} ${RADIUS} 0 ${largeArc} 1 ${x1} ${y1} Z`}
                  fill={fills[index % fills.length]}
                  stroke={theme.colors.surface}
                  strokeWidth="1"
                />
                <text
                  transform={`rotate(${mid - 90}) translate(${LABEL_RADIUS} 0)`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fontSize={fontSize}
                  fontWeight={600}
                  fill={theme.colors.text}
                >
                  {label}
                </text>
              </g>
            );
          })}
          <circle r={12} fill={theme.colors.primary} stroke={theme.colors.surface} strokeWidth="3" />
        </Rotor>
      </Disc>
    </Frame>
  );
}
