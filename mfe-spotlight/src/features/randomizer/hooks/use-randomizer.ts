import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion, useToast } from '@forkcast/design-system';
import type { EmptyResult, RandomRestaurantResult } from '@forkcast/contracts';
import { usePickRandomRestaurant, type PickRandomRestaurantInput } from '../api/pick-random-restaurant';
import { planSpin, type RandomSource, type SpinPlan } from '../lib/spin-plan';
import { segmentIndexFor } from '../lib/wheel-segments';

/** docs/product.md › Screens › Randomizer: idle → (request in flight) → spinning for 3 s → result; 'Spin Again' → idle. */
export type RandomizerPhase =
  { kind: 'idle' } | { kind: 'spinning'; pick: RandomRestaurantResult; spin: SpinPlan } | { kind: 'result'; pick: RandomRestaurantResult };

export interface UseRandomizerResult {
  phase: RandomizerPhase;
  /** True while the request is in flight and while the wheel turns: the status reads 'Finding...'. */
  isFinding: boolean;
  /** Validates the filters, asks for a pick and spins the wheel (whose segments are given) onto it. */
  spin: (filters: PickRandomRestaurantInput, segments: readonly string[]) => void;
  spinAgain: () => void;
}

export function useRandomizer(random: RandomSource = Math.random): UseRandomizerResult {
  const [phase, setPhase] = useState<RandomizerPhase>({ kind: 'idle' });
  const pick = usePickRandomRestaurant();
  const { toast } = useToast();
  const { mutate, reset } = pick;

  const spin = useCallback(
    (filters: PickRandomRestaurantInput, segments: readonly string[]) => {
      // docs/product.md › Validation order: price range first, then the ZIP.
      if (filters.priceRange.length === 0) {
        toast({ title: 'Select price range', description: 'Please select at least one price range', variant: 'destructive' });
        return;
      }
      if (!filters.zipCode.trim()) {
        toast({ title: 'Enter zip code', description: 'Please enter your zip code', variant: 'destructive' });
        return;
      }
      mutate(filters, {
        onSuccess: ({ restaurant, empty }) => {
          if (!restaurant) {
            setPhase({ kind: 'idle' });
            toast({ title: 'No restaurants found', description: noPickReason(empty) });
            return;
          }
          const plan = planSpin({
            random,
            segmentCount: segments.length,
            targetIndex: segmentIndexFor(segments, restaurant),
            reducedMotion: prefersReducedMotion(),
          });
          // With reduced motion there is no spin to watch: land on the result at once.
          setPhase(plan.durationMs > 0 ? { kind: 'spinning', pick: restaurant, spin: plan } : { kind: 'result', pick: restaurant });
        },
      });
    },
    [mutate, random, toast],
  );

  useEffect(() => {
    if (phase.kind !== 'spinning') return undefined;
    const timer = setTimeout(() => setPhase({ kind: 'result', pick: phase.pick }), phase.spin.durationMs);
    return () => clearTimeout(timer);
  }, [phase]);

  const spinAgain = useCallback(() => {
    reset();
    setPhase({ kind: 'idle' });
  }, [reset]);

  return { phase, isFinding: pick.isPending || phase.kind === 'spinning', spin, spinAgain };
}

/**
 * docs/product.md › Error texts › Randomizer: 'Try adjusting your filters' when filters left places out (or the
 * gateway did not say why); otherwise the gateway's sentence: nothing near the ZIP, a radius that would find
 * some, the source unreachable. Blaming filters there would send the user after the wrong fix.
 */
function noPickReason(empty: EmptyResult | null | undefined): string {
  return !empty || empty.reason === 'filtered' ? 'Try adjusting your filters' : empty.message;
}
