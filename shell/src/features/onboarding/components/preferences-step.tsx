import type { FormEvent } from 'react';
import { Controller, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { MapPin } from 'lucide-react';
import { Button } from '@forkcast/design-system';
import { IconNote } from '@forkcast/design-system/icon-note';
import { ChipGroup } from '@forkcast/design-system/chip-group';
import type { PriceRange } from '@forkcast/contracts';
import { DIETARY_OPTIONS, PRICE_AND_RATING_UNKNOWN_NOTE, PRICE_RANGES, UNLISTED_PRICE_FILTER_NOTE } from '@forkcast/contracts/domain';
import type { OnboardingValues } from '../lib/onboarding-values';
import { Form } from './onboarding-styles';

/** Adds `item` when absent, removes it when present (the price and dietary chips). */
function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

interface Props {
  control: Control<OnboardingValues>;
  place: string;
  /** None of the places near the ZIP lists a price or a rating (step 1's availability check): said once, here. */
  pricesUnknown: boolean;
  saving: boolean;
  onBack: () => void;
  onSave: () => void;
}

/** Step 2: what kind of places. */
export function PreferencesStep({ control, place, pricesUnknown, saving, onBack, onSave }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <Form onSubmit={submit} aria-label="Preferences">
      <Place>
        <MapPin aria-hidden="true" size={18} />
        <span>{place}</span>
      </Place>
      <Controller
        control={control}
        name="priceRange"
        render={({ field }) => (
          <ChipGroup
            label="Price range"
            hint={pricesUnknown ? PRICE_AND_RATING_UNKNOWN_NOTE : UNLISTED_PRICE_FILTER_NOTE}
            options={PRICE_RANGES}
            selected={field.value}
            onToggle={(option) => field.onChange(toggle(field.value, option as PriceRange))}
          />
        )}
      />
      <Controller
        control={control}
        name="dietaryRestrictions"
        render={({ field }) => (
          <ChipGroup
            label="Dietary restrictions (optional)"
            options={DIETARY_OPTIONS}
            selected={field.value}
            onToggle={(diet) => field.onChange(toggle(field.value, diet))}
          />
        )}
      />
      <Buttons>
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={saving}>
          Back
        </Button>
        <Button type="submit" size="lg" fullWidth loading={saving}>
          Save
        </Button>
      </Buttons>
    </Form>
  );
}

const Place = styled(IconNote)`
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;

  svg {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
`;
