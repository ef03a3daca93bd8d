/** docs/product.md › Screens › Randomizer: the wheel turns for 3 s, 5 to 8 full turns chosen at random. */
export const SPIN_DURATION_MS = 3000;
export const MIN_TURNS = 5;
export const MAX_TURNS = 8;

/** A number in [0, 1), like Math.random. Injected so tests can pin the spin. */
export type RandomSource = () => number;

export interface SpinPlan {
  /** Whole turns, an integer from MIN_TURNS to MAX_TURNS. */
  turns: number;
  /** Extra degrees (0 ≤ offset < 360) that decide where the wheel stops. */
  offsetDeg: number;
  /** turns × 360 + offset: the clockwise rotation the wheel animates to. */
  rotationDeg: number;
  durationMs: number;
}

interface PlanSpinOptions {
  random: RandomSource;
  segmentCount: number;
  /** The segment that should stop under the pointer (the pick's cuisine or price), if the wheel shows it. */
  targetIndex?: number;
  /** Under prefers-reduced-motion the wheel lands at once instead of spinning for 3 s. */
  reducedMotion?: boolean;
}

export function planSpin({ random, segmentCount, targetIndex, reducedMotion = false }: PlanSpinOptions): SpinPlan {
  const span = MAX_TURNS - MIN_TURNS + 1;
  // min() guards a source that returns exactly 1.
  const turns = MIN_TURNS + Math.min(span - 1, Math.floor(random() * span));
  const offsetDeg = stopOffset(random, segmentCount, targetIndex);
  return {
    turns,
    offsetDeg,
    rotationDeg: turns * 360 + offsetDeg,
    durationMs: reducedMotion ? 0 : SPIN_DURATION_MS,
  };
}

/**
 * Segment i spans [i·w, (i+1)·w) degrees clockwise from the top pointer. Turning the wheel by
 * 360 − centre brings that centre under the pointer; a little jitter keeps stops from looking canned.
 */
function stopOffset(random: RandomSource, segmentCount: number, targetIndex: number | undefined): number {
  if (targetIndex === undefined || targetIndex < 0 || segmentCount <= 0) return random() * 360;
  const width = 360 / segmentCount;
  const centre = (targetIndex + 0.5) * width;
  const jitter = (random() - 0.5) * width * 0.6;
  return (((360 - centre + jitter) % 360) + 360) % 360;
}
