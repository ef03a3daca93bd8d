import { Suspense, lazy, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { UserPlus } from 'lucide-react';
import { IconButton, useToast } from '@forkcast/design-system';
import { errorField, errorText, isRateLimited } from '@forkcast/api-client';
import { paths } from '@forkcast/contracts/domain';
import type { GuestLink } from '@forkcast/contracts';
import { useCreateGuestLink } from '../api/create-guest-link';

// The dialog (the link's field, copy and share, the guest list) is its own chunk: the room's first card
// must be interactive within its JS budget, and most rooms never open it. Its load starts with the tap.
const loadDialog = () => import('./invite-guest-dialog');
const InviteGuestDialog = lazy(() => loadDialog().then((module) => ({ default: module.InviteGuestDialog })));

interface Props {
  sessionId: string;
}

/**
 * 'Invite a guest' in a partner or group room (docs/product.md › Guests): a link people without an account
 * join by, to copy or share, and who joined by it; the host can take a guest out. A free host's session
 * gets the upgrade offer instead of a link. The room leaves it out for a guest (swipe-session.tsx).
 */
export function InviteGuestButton({ sessionId }: Props) {
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<GuestLink | null>(null);
  const create = useCreateGuestLink(sessionId);
  const navigate = useNavigate();
  const { toast } = useToast();

  const openDialog = async () => {
    void loadDialog();
    if (link && new Date(link.expiresAt).getTime() > Date.now()) return setOpen(true);
    try {
      setLink(await create.mutateAsync());
      setOpen(true);
    } catch (error) {
      if (isRateLimited(error)) return;
      if (errorField(error, 'upgradeRequired') === true) {
        toast({
          title: 'Guest links come with Premium',
          description: errorText(error, 'Upgrade to invite people without an account.'),
          variant: 'destructive',
          action: { label: 'Get Premium', onClick: () => navigate(paths.subscribe) },
        });
        return;
      }
      toast({ title: 'Could not create a guest link', description: errorText(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <>
      <IconButton label="Invite a guest" variant="ghost" onClick={() => void openDialog()} disabled={create.isPending}>
        <UserPlus size={22} aria-hidden="true" />
      </IconButton>
      {link && (
        <Suspense fallback={null}>
          <InviteGuestDialog sessionId={sessionId} link={link} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
