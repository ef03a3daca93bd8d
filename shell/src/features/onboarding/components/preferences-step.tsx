import type { FormEvent } from 'react';
import styled from 'styled-components';
import { MapPin } from 'lucide-react';
import { Button } from '@forkcast/design-system';
import { IconNote } from '@forkcast/design-system/icon-note';
import { ChipGroup } from '@forkcast/design-system/chip-group';
import type { PriceRange } from '@forkcast/contracts';
import {
  DIETARY_OPTIONS,
  PRICE_AND_RATING_UNKNOWN_NOTE,
  PRICE_RANGES,
  UNLISTED_PRICE_FILTER_NOTE,
} from '@forkcast/contracts/domain';
import { Form } from './onboarding-styles';

interface Props {
  place: string;
  /** None of the places near the ZIP lists a price or a rating (step 1's availability check): said once, here. */
  pricesUnknown: boolean;
  priceRange: PriceRange[];
  dietaryRestrictions: string[];
  saving: boolean;
  onTogglePrice: (price: PriceRange) => void;
  onToggleDiet: (diet: string) => void;
  onBack: () => void;
  onSave: () => void;
}

/** Step 2: what kind of places. */
export function PreferencesStep({
  place,
  pricesUnknown,
  priceRange,
  dietaryRestrictions,
  saving,
  onTogglePrice,
  onToggleDiet,
  onBack,
  onSave,
}: Props) {
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
      <ChipGroup
        label="Price range"
        hint={pricesUnknown ? PRICE_AND_RATING_UNKNOWN_NOTE : UNLISTED_PRICE_FILTER_NOTE}
        options={[...PRICE_RANGES]}
        selected={priceRange}
        onToggle={(option) => onTogglePrice(option as PriceRange)}
      />
      <ChipGroup
        label="Dietary restrictions (optional)"
        options={[...DIETARY_OPTIONS]}
        selected={dietaryRestrictions}
        onToggle={onToggleDiet}
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
