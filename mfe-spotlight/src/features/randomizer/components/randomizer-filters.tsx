import styled from 'styled-components';
import { ZipCodeField } from '@forkcast/api-client/zip-code-field';
import { countOf } from '@forkcast/design-system';
import { ChipGroup } from '@forkcast/design-system/chip-group';
import { PriceRangeChips, toggledOption } from '@forkcast/design-system/dining-chips';
import { Slider } from '@forkcast/design-system/slider';
import { PRICE_RANGES, RANDOMIZER_CUISINES, type PriceRange } from '@forkcast/contracts';

export interface RandomizerFilterValues {
  cuisines: string[];
  priceRange: PriceRange[];
  zipCode: string;
  radiusMiles: number;
  minRating: number;
}

/** docs/product.md › Validation (randomizer defaults): all four price levels, 10 miles, rating 3. */
export const DEFAULT_FILTERS: RandomizerFilterValues = {
  cuisines: [],
  priceRange: [...PRICE_RANGES],
  zipCode: '',
  radiusMiles: 10,
  minRating: 3,
};

// A fieldset so one `disabled` freezes every chip and input while a spin is under way.
const Fields = styled.fieldset`
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

interface Props {
  values: RandomizerFilterValues;
  onChange: (next: Partial<RandomizerFilterValues>) => void;
  disabled?: boolean;
}

/** The randomizer's filters. Price levels stay in $…$$$$ order whatever order they were toggled in. */
export function RandomizerFilters({ values, onChange, disabled = false }: Props) {
  return (
    <Fields disabled={disabled}>
      <ChipGroup
        label="Cuisine (optional)"
        options={RANDOMIZER_CUISINES}
        selected={values.cuisines}
        onToggle={(cuisine) => onChange({ cuisines: toggledOption<string>(RANDOMIZER_CUISINES, values.cuisines, cuisine) })}
      />
      <PriceRangeChips value={values.priceRange} onChange={(priceRange) => onChange({ priceRange })} />
      <ZipCodeField label="ZIP code" value={values.zipCode} onZipCodeChange={(zipCode) => onChange({ zipCode })} />
      <Slider
        label="Distance"
        min={1}
        max={25}
        step={1}
        value={values.radiusMiles}
        onValueChange={(radiusMiles) => onChange({ radiusMiles })}
        disabled={disabled}
        formatValue={(miles) => countOf(miles, 'mile')}
      />
      <Slider
        label="Minimum rating"
        min={1}
        max={5}
        step={0.5}
        value={values.minRating}
        onValueChange={(minRating) => onChange({ minRating })}
        disabled={disabled}
        formatValue={(rating) => `${rating.toFixed(1)} stars`}
      />
    </Fields>
  );
}
