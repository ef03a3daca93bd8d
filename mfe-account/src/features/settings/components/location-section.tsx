import { useId } from 'react';
import { Controller, useController, useFormContext } from 'react-hook-form';
import { countOf } from '@forkcast/design-system';
import { TextField } from '@forkcast/design-system/text-field';
import { ZipCheckAdornment, placeName } from '@forkcast/design-system/zip-check-adornment';
import { ZIP_LENGTH, type ZipCheck } from '@forkcast/api-client';
import { RestaurantAvailabilityNote } from '@forkcast/api-client/restaurant-availability-note';
import { Slider } from '@forkcast/design-system/slider';
import type { RestaurantAvailability } from '@forkcast/contracts';
import { SettingsSection } from '../../../components/settings-section';
import { RADIUS_RANGE, RATING_RANGE, type SettingsValues } from '../hooks/use-settings-form';

interface Props {
  zipCheck: ZipCheck;
  /** What the ZIP and radius would find (a note when nothing; saving stays allowed). */
  availability: RestaurantAvailability | undefined;
}

/** docs/product.md › Screens › Settings, › Validation: the ZIP (checked after typing pauses), search radius and minimum rating. */
export function LocationSection({ zipCheck, availability }: Props) {
  const radiusId = useId();
  const { control } = useFormContext<SettingsValues>();
  // The note's "Use 12 miles" moves the same slider.
  const { field: radius } = useController({ control, name: 'radiusMiles' });
  return (
    <SettingsSection title="Location">
      <Controller
        control={control}
        name="zipCode"
        render={({ field }) => (
          <TextField
            label="ZIP code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={ZIP_LENGTH}
            {...field}
            onChange={(e) => field.onChange(e.target.value.trim().slice(0, ZIP_LENGTH))}
            adornment={<ZipCheckAdornment check={zipCheck} />}
            error={zipCheck.status === 'invalid' ? zipCheck.message : undefined}
            hint={zipCheck.status === 'valid' ? (placeName(zipCheck.place) ?? `ZIP ${zipCheck.place.zipCode}`) : undefined}
          />
        )}
      />
      <div>
        <Slider
          id={radiusId}
          label="Search radius"
          {...RADIUS_RANGE}
          value={radius.value}
          onValueChange={radius.onChange}
          formatValue={(miles) => countOf(miles, 'mile')}
        />
        <RestaurantAvailabilityNote availability={availability} onUseRadius={radius.onChange} radiusSliderId={radiusId} />
      </div>
      <Controller
        control={control}
        name="minRating"
        render={({ field }) => (
          <Slider
            label="Minimum rating"
            {...RATING_RANGE}
            value={field.value}
            onValueChange={field.onChange}
            formatValue={(rating) => `${rating.toFixed(1)} stars`}
          />
        )}
      />
    </SettingsSection>
  );
}
