import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Dices } from 'lucide-react';
import { Button, PageColumn, ScreenTitle, Subtitle } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import { useRandomizer } from '../hooks/use-randomizer';
import type { RandomSource } from '../lib/spin-plan';
import { wheelSegments } from '../lib/wheel-segments';
import { SpinWheel } from './spin-wheel';
import { RandomPickResult } from './random-pick-result';
import { DEFAULT_FILTERS, RandomizerFilters, type RandomizerFilterValues } from './randomizer-filters';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

const Status = styled.p`
  text-align: center;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RandomizerScreenProps {
  /** Decides the spin (turns and stop); tests pass a fixed source. */
  random?: RandomSource;
}

/** /randomizer (docs/product.md › Screens › Randomizer, › Validation). */
export function RandomizerScreen({ random }: RandomizerScreenProps) {
  const { user } = useCurrentUser();
  // null until edited: the saved ZIP fills the field even when the user loads after the first render.
  const [editedZip, setEditedZip] = useState<string | null>(null);
  const [filters, setFilters] = useState<Omit<RandomizerFilterValues, 'zipCode'>>(DEFAULT_FILTERS);
  const zipCode = editedZip ?? user?.preferences?.location.zipCode ?? '';
  const values: RandomizerFilterValues = { ...filters, zipCode };
  const segments = wheelSegments(filters.cuisines, filters.priceRange);
  const { phase, isFinding, spin, spinAgain } = useRandomizer(random);

  const onChange = ({ zipCode: nextZip, ...rest }: Partial<RandomizerFilterValues>) => {
    if (nextZip !== undefined) setEditedZip(nextZip);
    setFilters((current) => ({ ...current, ...rest }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isFinding) return;
    spin({ ...values, zipCode: zipCode.trim() }, segments);
  };

  return (
    <PageColumn>
      <header>
        <ScreenTitle>Randomizer</ScreenTitle>
        <Subtitle>Spin the wheel for instant picks</Subtitle>
      </header>

      {phase.kind === 'result' ? (
        <RandomPickResult restaurant={phase.pick} minRating={filters.minRating} onSpinAgain={spinAgain} />
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-label="Randomizer filters">
          <RandomizerFilters values={values} onChange={onChange} disabled={isFinding} />
          {/* Wheel and status sit right above the button, so the spin is in view where the tap was. */}
          <SpinWheel segments={segments} spin={phase.kind === 'spinning' ? phase.spin : undefined} />
          <Status role="status">{isFinding ? 'Finding...' : 'Configure & spin!'}</Status>
          <Button type="submit" size="lg" fullWidth loading={isFinding}>
            {!isFinding && <Dices size={20} aria-hidden="true" />}
            Spin the Wheel!
          </Button>
        </Form>
      )}
    </PageColumn>
  );
}
