import type { FormEvent } from 'react';
import { Controller, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { MapPin } from 'lucide-react';
import { Button } from '@forkcast/design-system';
import { IconNote } from '@forkcast/design-system/icon-note';
import { DietaryChips, PriceRangeChips } from '@forkcast/design-system/dining-chips';
import type { OnboardingValues } from '../lib/onboarding-values';
import { Form } from './onboarding-styles';

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
        render={({ field }) => <PriceRangeChips value={field.value} onChange={field.onChange} pricesUnknown={pricesUnknown} />}
      />
      <Controller
        control={control}
        name="dietaryRestrictions"
        render={({ field }) => <DietaryChips label="Dietary restrictions (optional)" value={field.value} onChange={field.onChange} />}
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
