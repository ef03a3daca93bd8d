import { useContext, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Copy, Share2, UserPlus } from 'lucide-react';
import { Button, Dialog, IconButton, useToast } from '@forkcast/design-system';
import { TextField } from '@forkcast/design-system/text-field';
import { errorField, errorText, isRateLimited } from '@forkcast/api-client';
import { paths } from '@forkcast/contracts/domain';
import type { GuestLink } from '@forkcast/contracts';
import { useCreateGuestLink } from '../api/create-guest-link';
import { useGuests } from '../api/get-guests';
import { useRemoveGuest } from '../api/remove-guest';
import { GuestRoom } from '../lib/guest-room';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
`;

interface Props {
  sessionId: string;
}

/**
 * 'Invite a guest' in a partner or group room (docs/product.md › Guests): a link people without an account
 * join by, to copy or share, and who joined by it; the host can take a guest out. A free host's session
 * gets the upgrade offer instead of a link. Not offered to a guest.
 */
export function InviteGuestButton({ sessionId }: Props) {
  const inGuestRoom = useContext(GuestRoom) !== null;
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<GuestLink | null>(null);
  const create = useCreateGuestLink(sessionId);
  const navigate = useNavigate();
  const { toast } = useToast();

  if (inGuestRoom) return null;

  const openDialog = async () => {
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
      {link && <InviteGuestDialog sessionId={sessionId} link={link} open={open} onOpenChange={setOpen} />}
    </>
  );
}

function InviteGuestDialog({
  sessionId,
  link,
  open,
  onOpenChange,
}: {
  sessionId: string;
  link: GuestLink;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const guests = useGuests(sessionId, open);
  const remove = useRemoveGuest(sessionId);
  const { toast } = useToast();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      toast({ title: 'Link copied', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy the link', description: 'Select it and copy it by hand.', variant: 'destructive' });
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: 'Join us on Forkcast', text: 'Swipe restaurants with us, no account needed.', url: link.url });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a guest"
      description="Anyone with this link can join this session without an account, until it ends."
    >
      <Body>
        <TextField label="Guest link" value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Row>
          <Button variant="outline" onClick={() => void copy()}>
            <Copy size={18} aria-hidden="true" />
            Copy link
          </Button>
          {canShare && (
            <Button variant="outline" onClick={() => void share()}>
              <Share2 size={18} aria-hidden="true" />
              Share
            </Button>
          )}
        </Row>
        <Heading>Guests</Heading>
        {guests.data && guests.data.guests.length > 0 ? (
          <List aria-label="Guests" data-testid="guest-list">
            {guests.data.guests.map((guest) => (
              <Item key={guest.userId}>
                <span>{guest.firstName}</span>
                {guests.data.canRemove && (
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${guest.firstName}`}
                    onClick={() => remove.mutate(guest.userId)}
                    disabled={remove.isPending}
                  >
                    Remove
                  </Button>
                )}
              </Item>
            ))}
          </List>
        ) : (
          <Note>No guests yet.</Note>
        )}
      </Body>
    </Dialog>
  );
}
