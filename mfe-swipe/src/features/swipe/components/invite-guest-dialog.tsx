import styled from 'styled-components';
import { Copy, Share2 } from 'lucide-react';
import { Button, Dialog, useToast } from '@forkcast/design-system';
import { TextField } from '@forkcast/design-system/text-field';
import { SHARE_LINK_COPIED } from '@forkcast/contracts/domain';
import type { GuestLink } from '@forkcast/contracts';
import { useGuests } from '../api/get-guests';
import { useRemoveGuest } from '../api/remove-guest';

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

/** The guest link to copy or share, and who joined by it (the host may take a guest out). */
export function InviteGuestDialog({
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
      toast({ title: SHARE_LINK_COPIED, variant: 'success' });
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
