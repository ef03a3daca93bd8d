import { useNavigate } from 'react-router-dom';
import { paths } from '@forkcast/contracts/domain';
import { ZIP_LENGTH, errorText, isRateLimited, refreshRestaurantCache, type Coordinates } from '@forkcast/api-client';
import { useToast } from '@forkcast/design-system';
import type { UpdateUserInput, User } from '@forkcast/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useUpdateUser } from '../api/update-user';
import { firstErrorMessage, type SettingsOutput } from '../lib/settings-form-schema';
import type { SettingsValues } from './use-settings-form';

function toChanges(values: SettingsOutput, coordinates: Coordinates): UpdateUserInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone,
    preferences: {
      location: { zipCode: values.zipCode, ...coordinates, radiusMiles: values.radiusMiles },
      priceRange: values.priceRange,
      dietaryRestrictions: values.dietaryRestrictions,
      cuisinePreferences: values.cuisinePreferences,
      minRating: values.minRating,
      allowRepeatRestaurants: values.allowRepeatRestaurants,
    },
  };
}

/**
 * True when the save started a verified e-mail change: the server kept the old address and now waits
 * for the code sent to the new one (it answers the same whether or not that address is taken).
 */
export function startedEmailChange(sentEmail: string | undefined, saved: User): boolean {
  return saved.pendingEmail !== null && sentEmail !== undefined && sentEmail !== saved.email;
}

interface Options {
  /** The save changed the e-mail: everything else is saved, the new address waits for its code. */
  onEmailChangeStarted: (saved: User) => void;
}

/**
 * Save Changes (docs/product.md › Screens › Settings, › Error texts › Location and settings): refused while a typed ZIP has no coordinates yet; otherwise the form's
 * rules (the contract's) name the first field the server would refuse, and else the whole profile and preferences go in one PUT,
 * then 'Settings saved', home, and a background cache refresh around the saved location. A changed e-mail stays on /settings
 * instead, for its confirmation code.
 */
export function useSaveSettings(
  userId: string,
  form: UseFormReturn<SettingsValues, unknown, SettingsOutput>,
  { onEmailChangeStarted }: Options,
) {
  const updateUser = useUpdateUser();
  const navigate = useNavigate();
  const { toast } = useToast();
  const { isSubmitting } = form.formState;

  const fail = (description: string) => toast({ title: 'Failed to save', description, variant: 'destructive' });

  const send = async (values: SettingsOutput, coordinates: Coordinates) => {
    const changes = toChanges(values, coordinates);
    // mutateAsync: the screen leaves for home on success, and an unmounted observer's callbacks are dropped.
    let saved: User;
    try {
      saved = await updateUser.mutateAsync({ userId, changes });
    } catch (error) {
      // A 429 is already on screen with the server's message (query client).
      if (!isRateLimited(error)) fail(errorText(error, 'Please try again'));
      return;
    }
    toast({ title: 'Settings saved', variant: 'success' });
    refreshRestaurantCache(coordinates);
    if (startedEmailChange(changes.email, saved)) onEmailChangeStarted(saved);
    else navigate(paths.home);
  };

  const save = (coordinates: Coordinates | null) => {
    if (updateUser.isPending || isSubmitting) return;
    // The ZIP first: its check is a request, not one of the form's rules.
    if (form.getValues('zipCode').length >= ZIP_LENGTH && !coordinates) {
      toast({ title: 'Please wait for location to be validated', variant: 'destructive' });
      return;
    }
    if (!coordinates) {
      fail('Please enter a 5-digit zip code');
      return;
    }
    void form.handleSubmit(
      (values) => send(values, coordinates),
      (errors) => fail(firstErrorMessage(errors) ?? 'Please try again'),
    )();
  };

  return { save, isSaving: updateUser.isPending };
}
