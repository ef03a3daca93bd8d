import { useNavigate } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { Button, useToast } from '@forkcast/design-system';
import { paths } from '@forkcast/contracts/domain';
import { useSignOut } from '@forkcast/api-client';

export function SignOutButton() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { toast } = useToast();

  // mutateAsync rather than mutate callbacks: the screen unmounts as soon as the refetched user is
  // null, and per-call callbacks of an unmounted observer would be dropped with the toast in them.
  const handleSignOut = async () => {
    try {
      await signOut.mutateAsync();
    } catch {
      toast({ title: 'Error', description: 'Failed to sign out. Please try again.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Signed out' });
    navigate(paths.auth, { replace: true });
  };

  return (
    <Button variant="outline" fullWidth loading={signOut.isPending} onClick={() => void handleSignOut()}>
      <LogOut size={18} aria-hidden="true" />
      Sign Out
    </Button>
  );
}
