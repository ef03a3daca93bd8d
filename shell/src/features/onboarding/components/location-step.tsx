import { useId, type FormEvent } from 'react';
import { Button, countOf } from '@forkcast/design-system';
import { ZipCodeField } from '@forkcast/api-client';
import { RestaurantAvailabilityNote } from '@forkcast/api-client/restaurant-availability-note';
import { Slider } from '@forkcast/design-system/slider';
import type { RestaurantAvailability } from '@forkcast/contracts';
import { Form } from './onboarding-styles';

export const RADIUS = { min: 1, max: 25, step: 1, default: 5 } as const;

interface Props {
  zipCode: string;
  radiusMiles: number;
  checking: boolean;
  /** The typed ZIP's check failed ('Invalid zip code'): said under the field before Next. */
  zipError: string | undefined;
  /** What the typed ZIP and radius would find, once the ZIP is known (a note when nothing; Next stays open). */
  availability: RestaurantAvailability | undefined;
  onZipCodeChange: (zip: string) => void;
  onRadiusChange: (miles: number) => void;
  onNext: () => void;
}

/** Step 1: where to search. */
export function LocationStep({ zipCode, radiusMiles, checking, zipError, availability, onZipCodeChange, onRadiusChange, onNext }: Props) {
  const radiusId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <Form onSubmit={submit} noValidate aria-label="Location">
      <ZipCodeField
        label="ZIP code"
        placeholder="5-digit ZIP"
        value={zipCode}
        onZipCodeChange={onZipCodeChange}
        hint="We look for restaurants around this ZIP code."
        error={zipError}
      />
      <div>
        <Slider
          id={radiusId}
          label="Search radius"
          min={RADIUS.min}
          max={RADIUS.max}
          step={RADIUS.step}
          value={radiusMiles}
          onValueChange={onRadiusChange}
          formatValue={(miles) => countOf(miles, 'mile')}
        />
        <RestaurantAvailabilityNote availability={availability} onUseRadius={onRadiusChange} radiusSliderId={radiusId} />
      </div>
      <Button type="submit" size="lg" fullWidth loading={checking}>
        Next
      </Button>
    </Form>
  );
}
