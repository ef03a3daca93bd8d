import { useId, type FormEvent } from 'react';
import { Controller, useController, type Control } from 'react-hook-form';
import { Button, countOf } from '@forkcast/design-system';
import { ZipCodeField } from '@forkcast/api-client/zip-code-field';
import { RestaurantAvailabilityNote } from '@forkcast/api-client/restaurant-availability-note';
import { Slider } from '@forkcast/design-system/slider';
import type { RestaurantAvailability } from '@forkcast/contracts';
import { RADIUS, type OnboardingValues } from '../lib/onboarding-values';
import { Form } from './onboarding-styles';

interface Props {
  control: Control<OnboardingValues>;
  checking: boolean;
  /** The typed ZIP's check failed ('Invalid zip code'): said under the field before Next. */
  zipError: string | undefined;
  /** What the typed ZIP and radius would find, once the ZIP is known (a note when nothing; Next stays open). */
  availability: RestaurantAvailability | undefined;
  onNext: () => void;
}

/** Step 1: where to search. */
export function LocationStep({ control, checking, zipError, availability, onNext }: Props) {
  const radiusId = useId();
  // The note's "Use 12 miles" moves the same slider.
  const { field: radius } = useController({ control, name: 'radiusMiles' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Location">
      <Controller
        control={control}
        name="zipCode"
        render={({ field: { onChange, ...field } }) => (
          <ZipCodeField
            label="ZIP code"
            placeholder="5-digit ZIP"
            {...field}
            onZipCodeChange={onChange}
            hint="We look for restaurants around this ZIP code."
            error={zipError}
          />
        )}
      />
      <div>
        <Slider
          id={radiusId}
          label="Search radius"
          min={RADIUS.min}
          max={RADIUS.max}
          step={RADIUS.step}
          value={radius.value}
          onValueChange={radius.onChange}
          formatValue={(miles) => countOf(miles, 'mile')}
        />
        <RestaurantAvailabilityNote availability={availability} onUseRadius={radius.onChange} radiusSliderId={radiusId} />
      </div>
      <Button type="submit" size="lg" fullWidth loading={checking}>
        Next
      </Button>
    </Form>
  );
}
