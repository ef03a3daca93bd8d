import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageColumn, ScreenTitle, Subtitle, useToast, whenIdle } from '@forkcast/design-system';
import { errorText, useCurrentUser, useZipCheck } from '@forkcast/api-client';
import { placesListNoPriceOrRating, useRestaurantAvailability } from '@forkcast/api-client/restaurant-availability';
import type { GeocodeResult, Preferences } from '@forkcast/contracts';
import { PRICE_RANGES } from '@forkcast/contracts/domain';
import { RETURN_TO_PARAM, safeReturnPath } from '../../../lib/return-path';
import { useGeocodeZip } from '../api/geocode-zip';
import { useSavePreferences } from '../api/save-preferences';
import { ONBOARDING_DEFAULTS, type OnboardingValues } from '../lib/onboarding-values';
import { LocationStep } from './location-step';
import { PreferencesStep } from './preferences-step';

// The contract's rules come with zod in a chunk of their own, fetched once the page is idle: the onboarding
// route set stays free of zod (shared-ui/build-preset/__tests__/zod-free-paths.test.ts).
const loadResolver = () => import('../lib/onboarding-resolver').then((module) => module.onboardingResolver);
const resolver: Resolver<OnboardingValues> = async (...args) => (await loadResolver())(...args);

const INVALID_ZIP = { title: 'Invalid ZIP code', description: 'Please check the ZIP code and try again', variant: 'destructive' } as const;

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
  // A refusal is said in a toast; focus stays where it was, as before the form had a library.
  const form = useForm<OnboardingValues>({ defaultValues: ONBOARDING_DEFAULTS, resolver, shouldFocusError: false });
  const [zipCode, radiusMiles] = useWatch({ control: form.control, name: ['zipCode', 'radiusMiles'] });
  useEffect(() => whenIdle(() => void loadResolver()), []);

  // Which step is shown, and the typed ZIP's place once Next found it: screen state and a server answer, not form
  // fields. A different ZIP must be geocoded again before step 2.
  const [step, setStep] = useState<1 | 2>(1);
  const [geocoded, setGeocoded] = useState<GeocodeResult | null>(null);
  const location = geocoded?.zipCode === zipCode ? geocoded : null;
  // The ZIP is checked as it is typed too, so an unknown ZIP or a place with no restaurants is said before
  // Next, not after it.
  const zipCheck = useZipCheck(zipCode, { eager: true });
  const availability = useRestaurantAvailability(zipCode, radiusMiles, zipCheck.status === 'valid');

  const next = async () => {
    if (!(await form.trigger('zipCode'))) {
      if (!form.getValues('zipCode').trim()) {
        toast({ title: 'Missing location', description: 'Please enter your zip code', variant: 'destructive' });
      } else toast(INVALID_ZIP);
      return;
    }
    try {
      setGeocoded(await geocode.mutateAsync(zipCode.trim()));
      setStep(2);
    } catch {
      toast(INVALID_ZIP);
    }
  };

  const finish = async (values: OnboardingValues) => {
    if (!user || !location) return;
    const preferences: Preferences = {
      location: {
        zipCode: location.zipCode,
        latitude: location.latitude,
        longitude: location.longitude,
        radiusMiles: values.radiusMiles,
      },
      // Keep the canonical $ → $$$$ order whatever order the chips were tapped in.
      priceRange: PRICE_RANGES.filter((price) => values.priceRange.includes(price)),
      dietaryRestrictions: values.dietaryRestrictions,
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

  const refused = (errors: FieldErrors<OnboardingValues>) => {
    if (errors.priceRange) {
      toast({ title: 'Select price range', description: 'Please select at least one price range', variant: 'destructive' });
    } else toast({ title: 'Setup failed', description: 'Please try again', variant: 'destructive' });
  };

  const place = location ? [location.city, location.state].filter(Boolean).join(', ') || location.zipCode : '';

  return (
    <PageColumn>
      <Wrap>
        <StepLabel>{`Step ${step} of 2`}</StepLabel>
        <ScreenTitle>{step === 1 ? 'Where are you eating?' : 'What do you like?'}</ScreenTitle>
        <Subtitle>
          {step === 1 ? 'Tell us your ZIP code and how far you are willing to go.' : 'Pick your price range and any dietary needs.'}
        </Subtitle>
        {step === 1 ? (
          <LocationStep
            control={form.control}
            checking={geocode.isPending}
            zipError={zipCheck.status === 'invalid' ? zipCheck.message : undefined}
            availability={availability}
            onNext={() => void next()}
          />
        ) : (
          <PreferencesStep
            control={form.control}
            place={place}
            pricesUnknown={placesListNoPriceOrRating(availability)}
            saving={save.isPending}
            onBack={() => setStep(1)}
            onSave={() => void form.handleSubmit(finish, refused)()}
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
