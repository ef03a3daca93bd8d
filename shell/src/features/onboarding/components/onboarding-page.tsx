import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageColumn, ScreenTitle, Subtitle, useToast } from '@forkcast/design-system';
import { errorText, useCurrentUser, useZipCheck } from '@forkcast/api-client';
import { placesListNoPriceOrRating, useRestaurantAvailability } from '@forkcast/api-client/restaurant-availability';
import type { GeocodeResult, Preferences, PriceRange } from '@forkcast/contracts';
import { RETURN_TO_PARAM, safeReturnPath } from '../../../lib/return-path';
import { useGeocodeZip } from '../api/geocode-zip';
import { useSavePreferences } from '../api/save-preferences';
import { LocationStep, RADIUS } from './location-step';
import { PreferencesStep } from './preferences-step';

const DEFAULT_PRICES: PriceRange[] = ['$', '$$'];

function toggle<T>(list: T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/**
 * Shown at / to a signed-in user without saved preferences. Two steps; values survive Back. Saving goes
 * home, or to the same-site path in ?returnTo (an invite link opened before the account existed).
 */
export function OnboardingPage() {
  const { user } = useCurrentUser();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const geocode = useGeocodeZip();
  const save = useSavePreferences();

  const [step, setStep] = useState<1 | 2>(1);
  const [zipCode, setZipCode] = useState('');
  const [radiusMiles, setRadiusMiles] = useState<number>(RADIUS.default);
  const [location, setLocation] = useState<GeocodeResult | null>(null);
  const [priceRange, setPriceRange] = useState<PriceRange[]>(DEFAULT_PRICES);
  const [dietaryRestrictions, setDietaryRestrictions] = useState<string[]>([]);
  // The ZIP is checked as it is typed too, so an unknown ZIP or a place with no restaurants is said before
  // Next, not after it.
  const zipCheck = useZipCheck(zipCode, { eager: true });
  const availability = useRestaurantAvailability(zipCode, radiusMiles, zipCheck.status === 'valid');

  const next = async () => {
    if (!zipCode.trim()) {
      toast({ title: 'Missing location', description: 'Please enter your zip code', variant: 'destructive' });
      return;
    }
    try {
      setLocation(await geocode.mutateAsync(zipCode.trim()));
      setStep(2);
    } catch {
      toast({ title: 'Invalid ZIP code', description: 'Please check the ZIP code and try again', variant: 'destructive' });
    }
  };

  const finish = async () => {
    if (!user || !location) return;
    if (priceRange.length === 0) {
      toast({ title: 'Select price range', description: 'Please select at least one price range', variant: 'destructive' });
      return;
    }
    const preferences: Preferences = {
      location: {
        zipCode: location.zipCode,
        latitude: location.latitude,
        longitude: location.longitude,
        radiusMiles,
      },
      // Keep the canonical $ → $$$$ order whatever order the chips were tapped in.
      priceRange: (['$', '$$', '$$$', '$$$$'] as const).filter((p) => priceRange.includes(p)),
      dietaryRestrictions,
      cuisinePreferences: [],
      minRating: 3,
      allowRepeatRestaurants: false,
    };
    try {
      await save.mutateAsync({ userId: user.id, preferences });
      navigate(safeReturnPath(searchParams.get(RETURN_TO_PARAM)), { replace: true });
    } catch (error) {
      toast({ title: 'Setup failed', description: errorText(error, 'Please try again'), variant: 'destructive' });
    }
  };

  const place = location
    ? [location.city, location.state].filter(Boolean).join(', ') || location.zipCode
    : '';

  return (
    <PageColumn>
      <Wrap>
        <StepLabel>{`Step ${step} of 2`}</StepLabel>
        <ScreenTitle>{step === 1 ? 'Where are you eating?' : 'What do you like?'}</ScreenTitle>
        <Subtitle>
          {step === 1
            ? 'Tell us your ZIP code and how far you are willing to go.'
            : 'Pick your price range and any dietary needs.'}
        </Subtitle>
        {step === 1 ? (
          <LocationStep
            zipCode={zipCode}
            radiusMiles={radiusMiles}
            checking={geocode.isPending}
            zipError={zipCheck.status === 'invalid' ? zipCheck.message : undefined}
            availability={availability}
            onZipCodeChange={(zip) => {
              setZipCode(zip);
              // A different ZIP must be geocoded again before step 2.
              if (location && zip !== location.zipCode) setLocation(null);
            }}
            onRadiusChange={setRadiusMiles}
            onNext={() => void next()}
          />
        ) : (
          <PreferencesStep
            place={place}
            pricesUnknown={placesListNoPriceOrRating(availability)}
            priceRange={priceRange}
            dietaryRestrictions={dietaryRestrictions}
            saving={save.isPending}
            onTogglePrice={(p) => setPriceRange((list) => toggle(list, p))}
            onToggleDiet={(d) => setDietaryRestrictions((list) => toggle(list, d))}
            onBack={() => setStep(1)}
            onSave={() => void finish()}
          />
        )}
      </Wrap>
    </PageColumn>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};

  h1 {
    margin: 0;
  }

  form {
    margin-top: ${({ theme }) => theme.space(4)};
  }
`;

const StepLabel = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryStrong};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
