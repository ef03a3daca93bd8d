import { useState, type ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Save } from 'lucide-react';
import { Button, FullPageSpinner, PageColumn, ScreenTitle, Subtitle } from '@forkcast/design-system';
import type { User } from '@forkcast/contracts';
import { placesListNoPriceOrRating, useRestaurantAvailability } from '@forkcast/api-client/restaurant-availability';
import { useRequireAuth } from '../hooks/use-require-auth';
import { useSaveSettings } from '../hooks/use-save-settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import { ConfirmEmailDialog } from './confirm-email-dialog';
import { DeleteAccountButton } from './delete-account-button';
import { DiningSection } from './dining-section';
import { LocationSection } from './location-section';
import { ProfileSection } from './profile-section';
import { SignOutButton } from './sign-out-button';

/** The sections other features own, composed in by the route (src/app/routes/settings.tsx). */
interface Sections {
  /** Billing's subscription card: between Profile and Partners (docs/product.md › Screens › Settings order). */
  subscription: ReactNode;
  /** The partners feature's list of this user's partners. */
  partners: (userId: string) => ReactNode;
  /** The notifications feature's switches: after the spec's sections. */
  notifications: ReactNode;
}

/** /settings (docs/product.md › Screens › Settings): profile, subscription, partners, location, dining, then the account buttons. */
export function SettingsScreen(sections: Sections) {
  const { user } = useRequireAuth();
  if (!user) return <FullPageSpinner />;
  // Keyed by account: the form starts from this user's saved values and keeps its edits across refetches.
  return <SettingsPage key={user.id} user={user} {...sections} />;
}

function SettingsPage({ user, subscription, partners, notifications }: Sections & { user: User }) {
  const { form, zipCheck, coordinates } = useSettingsForm(user);
  const [zipCode, radiusMiles] = useWatch({ control: form.control, name: ['zipCode', 'radiusMiles'] });
  const availability = useRestaurantAvailability(zipCode, radiusMiles, zipCheck.status === 'valid');
  // The address stays in state while the dialog closes, so its text does not change under the animation.
  const [codeDialog, setCodeDialog] = useState({ open: false, pendingEmail: '' });
  const openCodeDialog = (pendingEmail: string) => setCodeDialog({ open: true, pendingEmail });
  const { save, isSaving } = useSaveSettings(user.id, form, {
    onEmailChangeStarted: (saved) => {
      // The field shows the account's address; the one waiting for its code is named under it.
      form.setValue('email', saved.email ?? '');
      openCodeDialog(saved.pendingEmail ?? '');
    },
  });

  return (
    <PageColumn>
      <ScreenTitle>Settings</ScreenTitle>
      <Subtitle>Manage your account</Subtitle>
      <Sections>
        <FormProvider {...form}>
          <ProfileSection pendingEmail={user.pendingEmail} onEnterCode={() => openCodeDialog(user.pendingEmail ?? '')} />
          {subscription}
          {partners(user.id)}
          <LocationSection zipCheck={zipCheck} availability={availability} />
          <DiningSection pricesUnknown={placesListNoPriceOrRating(availability)} />
        </FormProvider>
        {notifications}
        <Actions aria-label="Account">
          <Button fullWidth loading={isSaving} onClick={() => save(coordinates)}>
            <Save size={18} aria-hidden="true" />
            Save Changes
          </Button>
          <SignOutButton />
          <DeleteAccountButton userId={user.id} />
        </Actions>
      </Sections>
      <ConfirmEmailDialog
        open={codeDialog.open}
        onOpenChange={(open) => setCodeDialog((current) => ({ ...current, open }))}
        userId={user.id}
        pendingEmail={codeDialog.pendingEmail}
        onVerified={(verified) => form.setValue('email', verified.email ?? '')}
      />
    </PageColumn>
  );
}

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Actions = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;
