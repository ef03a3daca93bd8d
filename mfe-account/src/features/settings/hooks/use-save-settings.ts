import { useNavigate } from 'react-router-dom';
import { ZIP_LENGTH, errorText, paths, refreshRestaurantCache, useToast, type Coordinates } from '@forkcast/shared-ui';
import { updateUserSchema, type UpdateUserInput } from '@forkcast/shared-ui/contracts';
import { useUpdateUser } from '../api/update-user';
import type { SettingsValues } from './use-settings-form';

function toChanges(values: SettingsValues, coordinates: Coordinates): UpdateUserInput {
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
 * Save Changes (spec §4/§5/§8): refused while a typed ZIP has no coordinates yet; otherwise the whole
 * profile and preferences go in one PUT, then 'Settings saved', home, and a background cache refresh
 * around the saved location.
 */
export function useSaveSettings(userId: string) {
  const updateUser = useUpdateUser();
  const navigate = useNavigate();
  const { toast } = useToast();

  const fail = (description: string) => toast({ title: 'Failed to save', description, variant: 'destructive' });

  const save = async (values: SettingsValues, coordinates: Coordinates | null) => {
    if (updateUser.isPending) return;
    if (values.zipCode.length >= ZIP_LENGTH && !coordinates) {
      toast({ title: 'Please wait for location to be validated', variant: 'destructive' });
      return;
    }
    if (!coordinates) {
      fail('Please enter a 5-digit zip code');
      return;
    }
    // Checked here too so a field the server would refuse is named before any request is made.
    const parsed = updateUserSchema.safeParse(toChanges(values, coordinates));
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? 'Please try again');
      return;
    }
    // mutateAsync: the screen leaves for home on success, and an unmounted observer's callbacks are dropped.
    try {
      await updateUser.mutateAsync({ userId, changes: parsed.data });
    } catch (error) {
      fail(errorText(error, 'Please try again'));
      return;
    }
    toast({ title: 'Settings saved', variant: 'success' });
    refreshRestaurantCache(coordinates);
    navigate(paths.home);
  };

  return { save, isSaving: updateUser.isPending };
}
