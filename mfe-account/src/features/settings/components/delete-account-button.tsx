import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import { Button, ConfirmDialog, useToast } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Delete Account: a destructive confirmation (saying what goes with the account, billing included),
 * then the account is gone and the user is at /auth.
 */
export function DeleteAccountButton({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();
  const { toast } = useToast();

  // mutateAsync: the screen unmounts as soon as the refetched user is null (see SignOutButton).
  const confirm = async () => {
    try {
      await deleteAccount.mutateAsync(userId);
    } catch (error) {
      toast({ title: 'Error', description: 'Failed to delete account. Please try again.', variant: 'destructive' });
      throw error;
    }
    toast({ title: 'Account deleted' });
    navigate(paths.auth, { replace: true });
  };

  return (
    <>
      <Button variant="danger" fullWidth onClick={() => setOpen(true)}>
        <Trash2 size={18} aria-hidden="true" />
        Delete Account
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Account?"
        // The server cancels a web (Stripe) subscription with the account; Apple lets no one but the
        // subscriber cancel an App Store one, so the text says where that is done.
        description="This permanently deletes your account with your profile, preferences, partner links, sessions, favorites and spotlight lists. An active subscription paid on the web is cancelled immediately; an App Store subscription must be cancelled in the App Store. It cannot be undone."
        confirmLabel="Delete Account"
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
