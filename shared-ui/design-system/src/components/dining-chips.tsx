import type { PriceRange } from '@forkcast/contracts';
import { DIETARY_OPTIONS, PRICE_AND_RATING_UNKNOWN_NOTE, PRICE_RANGES, UNLISTED_PRICE_FILTER_NOTE } from '@forkcast/contracts/domain';
import { ChipGroup } from './chip-group';

/** `selected` with `option` added or removed, in the order of `options` (a price filter reads $ to $$$$ whatever the taps). */
export function toggledOption<T extends string>(options: readonly T[], selected: readonly T[], option: T): T[] {
  const next = selected.includes(option) ? selected.filter((entry) => entry !== option) : [...selected, option];
  return options.filter((entry) => next.includes(entry));
}

interface PriceRangeChipsProps {
  value: readonly PriceRange[];
  onChange: (next: PriceRange[]) => void;
  /** None of the places near the ZIP lists a price or a rating: the hint says so instead of how unlisted prices are kept. */
  pricesUnknown?: boolean;
}

/** The price levels, as onboarding, settings and the randomizer ask for them. */
export function PriceRangeChips({ value, onChange, pricesUnknown = false }: PriceRangeChipsProps) {
  return (
    <ChipGroup
      label="Price range"
      hint={pricesUnknown ? PRICE_AND_RATING_UNKNOWN_NOTE : UNLISTED_PRICE_FILTER_NOTE}
      options={PRICE_RANGES}
      selected={value}
      onToggle={(option) => onChange(toggledOption(PRICE_RANGES, value, option as PriceRange))}
    />
  );
}

interface DietaryChipsProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Onboarding marks the group optional; settings, where it is one field among many, does not. */
  label?: string;
}

/** The dietary restrictions, as onboarding and settings ask for them. */
export function DietaryChips({ value, onChange, label = 'Dietary restrictions' }: DietaryChipsProps) {
  return (
    <ChipGroup
      label={label}
      options={DIETARY_OPTIONS}
      selected={value}
      onToggle={(diet) => onChange(toggledOption<string>(DIETARY_OPTIONS, value, diet))}
    />
  );
}
