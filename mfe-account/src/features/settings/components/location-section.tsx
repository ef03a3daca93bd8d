import { useId } from 'react';
import { TextField, ZipCheckAdornment, countOf, placeName } from '@forkcast/design-system';
import { ZIP_LENGTH, type ZipCheck } from '@forkcast/api-client';
import { RestaurantAvailabilityNote } from '@forkcast/api-client/restaurant-availability-note';
import { Slider } from '@forkcast/design-system/slider';
import type { RestaurantAvailability } from '@forkcast/contracts';
import { RADIUS_RANGE, RATING_RANGE, type SettingsValues } from '../hooks/use-settings-form';
import { SettingsSection } from '../../../components/settings-section';

interface Props {
  values: SettingsValues;
  zipCheck: ZipCheck;
  /** What the ZIP and radius would find (a note when nothing; saving stays allowed). */
  availability: RestaurantAvailability | undefined;
  onChange: (patch: Partial<SettingsValues>) => void;
}

/** docs/product.md › Screens › Settings, › Validation: the ZIP (checked after typing pauses), search radius and minimum rating. */
export function LocationSection({ values, zipCheck, availability, onChange }: Props) {
  const radiusId = useId();
  return (
    <SettingsSection title="Location">
      <TextField
        label="ZIP code"
        name="zipCode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={ZIP_LENGTH}
        value={values.zipCode}
        onChange={(e) => onChange({ zipCode: e.target.value.trim().slice(0, ZIP_LENGTH) })}
        adornment={<ZipCheckAdornment check={zipCheck} />}
        error={zipCheck.status === 'invalid' ? zipCheck.message : undefined}
        hint={zipCheck.status === 'valid' ? (placeName(zipCheck.place) ?? `ZIP ${zipCheck.place.zipCode}`) : undefined}
      />
      <div>
        <Slider
          id={radiusId}
          label="Search radius"
          {...RADIUS_RANGE}
          value={values.radiusMiles}
          onValueChange={(radiusMiles) => onChange({ radiusMiles })}
          formatValue={(miles) => countOf(miles, 'mile')}
        />
        <RestaurantAvailabilityNote
          availability={availability}
          onUseRadius={(radiusMiles) => onChange({ radiusMiles })}
          radiusSliderId={radiusId}
        />
      </div>
      <Slider
        label="Minimum rating"
        {...RATING_RANGE}
        value={values.minRating}
        onValueChange={(minRating) => onChange({ minRating })}
        formatValue={(rating) => `${rating.toFixed(1)} stars`}
      />
    </SettingsSection>
  );
}
