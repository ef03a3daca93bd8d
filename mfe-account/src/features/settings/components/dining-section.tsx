import { Controller, useFormContext } from 'react-hook-form';
import { Switch } from '@forkcast/design-system/switch';
import { ChipGroup } from '@forkcast/design-system/chip-group';
import {
  DIETARY_OPTIONS,
  PRICE_AND_RATING_UNKNOWN_NOTE,
  PRICE_RANGES,
  UNLISTED_PRICE_FILTER_NOTE,
  type PriceRange,
} from '@forkcast/contracts';
import { SettingsSection } from '../../../components/settings-section';
import { toggle, type SettingsValues } from '../hooks/use-settings-form';

interface Props {
  /**
   * None of the places near the ZIP lists a price or a rating: said once, here, for the price chips and the
   * minimum-rating slider alike.
   */
  pricesUnknown: boolean;
}

/** docs/product.md › Screens › Settings: price and dietary chips toggled one by one, and whether places may come back. */
export function DiningSection({ pricesUnknown }: Props) {
  const { control } = useFormContext<SettingsValues>();
  return (
    <SettingsSection title="Dining">
      <Controller
        control={control}
        name="priceRange"
        render={({ field }) => (
          <ChipGroup
            label="Price range"
            hint={pricesUnknown ? PRICE_AND_RATING_UNKNOWN_NOTE : UNLISTED_PRICE_FILTER_NOTE}
            options={PRICE_RANGES}
            selected={field.value}
            onToggle={(price) => field.onChange(toggle(field.value, price as PriceRange))}
          />
        )}
      />
      <Controller
        control={control}
        name="dietaryRestrictions"
        render={({ field }) => (
          <ChipGroup
            label="Dietary restrictions"
            options={DIETARY_OPTIONS}
            selected={field.value}
            onToggle={(diet) => field.onChange(toggle(field.value, diet))}
          />
        )}
      />
      <Controller
        control={control}
        name="allowRepeatRestaurants"
        render={({ field }) => <Switch label="Allow repeat restaurants" checked={field.value} onCheckedChange={field.onChange} />}
      />
    </SettingsSection>
  );
}
