import { Switch } from '@forkcast/design-system/switch';
import { ChipGroup } from '@forkcast/design-system/chip-group';
import {
  DIETARY_OPTIONS,
  PRICE_AND_RATING_UNKNOWN_NOTE,
  PRICE_RANGES,
  UNLISTED_PRICE_FILTER_NOTE,
  type PriceRange,
} from '@forkcast/contracts';
import { toggle, type SettingsValues } from '../hooks/use-settings-form';
import { SettingsSection } from '../../../components/settings-section';

interface Props {
  values: SettingsValues;
  /**
   * None of the places near the ZIP lists a price or a rating: said once, here, for the price chips and the
   * minimum-rating slider alike.
   */
  pricesUnknown: boolean;
  onChange: (patch: Partial<SettingsValues>) => void;
}

/** docs/product.md › Screens › Settings: price and dietary chips toggled one by one, and whether places may come back. */
export function DiningSection({ values, pricesUnknown, onChange }: Props) {
  return (
    <SettingsSection title="Dining">
      <ChipGroup
        label="Price range"
        hint={pricesUnknown ? PRICE_AND_RATING_UNKNOWN_NOTE : UNLISTED_PRICE_FILTER_NOTE}
        options={PRICE_RANGES}
        selected={values.priceRange}
        onToggle={(price) => onChange({ priceRange: toggle(values.priceRange, price as PriceRange) })}
      />
      <ChipGroup
        label="Dietary restrictions"
        options={DIETARY_OPTIONS}
        selected={values.dietaryRestrictions}
        onToggle={(diet) => onChange({ dietaryRestrictions: toggle(values.dietaryRestrictions, diet) })}
      />
      <Switch
        label="Allow repeat restaurants"
        checked={values.allowRepeatRestaurants}
        onCheckedChange={(allowRepeatRestaurants) => onChange({ allowRepeatRestaurants })}
      />
    </SettingsSection>
  );
}
