import { Controller, useFormContext } from 'react-hook-form';
import { Switch } from '@forkcast/design-system/switch';
import { DietaryChips, PriceRangeChips } from '@forkcast/design-system/dining-chips';
import { SettingsSection } from '../../../components/settings-section';
import type { SettingsValues } from '../hooks/use-settings-form';

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
        render={({ field }) => <PriceRangeChips value={field.value} onChange={field.onChange} pricesUnknown={pricesUnknown} />}
      />
      <Controller
        control={control}
        name="dietaryRestrictions"
        render={({ field }) => <DietaryChips value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="allowRepeatRestaurants"
        render={({ field }) => <Switch label="Allow repeat restaurants" checked={field.value} onCheckedChange={field.onChange} />}
      />
    </SettingsSection>
  );
}
