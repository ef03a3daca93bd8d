import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Copy } from 'lucide-react';
import { Button, Dialog, IconButton, useToast } from '@forkcast/design-system';
import { TextField } from '@forkcast/design-system/text-field';
import { paths } from '@forkcast/contracts/domain';
import { errorText, isRateLimited, showPartnerLimitToast } from '@forkcast/api-client';
import { INVITE_CODE_LENGTH, inviteCodeFromInput, type Invite } from '@forkcast/contracts';
import type { AddPartnerDialogProps } from '@forkcast/api-client/remotes';
import { useAcceptInvite } from '../api/accept-invite';
import { useCreateInvite } from '../api/create-invite';
import { pushOfferAction } from '../lib/push-offer';
import { InviteLinkShare } from './invite-link-share';

/** Codes are shown and typed in capitals; a pasted invite link (or its token) keeps its case. */
const asTyped = (value: string) => (value.trim().length > INVITE_CODE_LENGTH ? value : value.toUpperCase());

/**
 * docs/product.md › Screens › Settings (Partners): entry mode (type a partner's code or paste their link, or
 * create your own) and code-display mode (your code, read-only, with copy; your invite link to share and
 * as a QR code). Exposed as mfe_account/AddPartnerDialog so home and /settings open the same dialog.
 */
export function AddPartnerDialog({ open, onOpenChange, userId, onPartnerAdded }: AddPartnerDialogProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const createInvite = useCreateInvite();
  const acceptInvite = useAcceptInvite();
  const [partnerCode, setPartnerCode] = useState('');
  const [invite, setInvite] = useState<Invite | null>(null);

  const goToSubscribe = () => navigate(paths.subscribe);
  const trimmedCode = inviteCodeFromInput(partnerCode);

  const create = () => {
    createInvite.mutate(
      { userId },
      {
        onSuccess: (created) => {
          setInvite(created);
          toast({ title: 'Invite created!', variant: 'success' });
        },
        onError: (error) => {
          if (showPartnerLimitToast(error, goToSubscribe)) return;
          toast({
            title: 'Failed to create invite',
            description: errorText(error, 'Please try again'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const accept = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmedCode || acceptInvite.isPending) return;
    acceptInvite.mutate(
      { inviteCode: trimmedCode, userId },
      {
        onSuccess: () => {
          const offer = pushOfferAction(toast);
          toast({
            title: 'Partner added!',
            description: "Success! You're now connected with your partner",
            variant: 'success',
            ...(offer ? { action: offer, duration: 10_000 } : {}),
          });
          setPartnerCode('');
          setInvite(null);
          onOpenChange(false);
          onPartnerAdded?.();
        },
        onError: (error) => {
          // Too many wrong codes: the query client's toast says when to try again, not 'Invalid code'.
          if (isRateLimited(error)) return;
          if (showPartnerLimitToast(error, goToSubscribe)) {
            // docs/product.md › Error texts › Partners: at the limit there is nothing more to do in this dialog.
            onOpenChange(false);
            return;
          }
          toast({
            title: 'Failed to accept invite',
            description: errorText(error, 'Invalid code or code already used'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: 'Copied!', variant: 'success' });
    } catch {
      // Clipboard access can be refused (permissions, insecure origin); the code stays selectable.
      toast({ title: 'Copy failed', description: 'Select the code and copy it by hand', variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Partner"
      description={
        invite === null
          ? "Enter your partner's invite code, or create a code for them."
          : 'Share this code or your invite link with your partner so they can accept it.'
      }
    >
      {invite === null ? (
        <Form onSubmit={accept} noValidate aria-label="Add partner">
          <TextField
            label="Partner code"
            name="partnerCode"
            placeholder="ABC123"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={2048}
            value={partnerCode}
            onChange={(e) => setPartnerCode(asTyped(e.target.value))}
          />
          <Button type="submit" fullWidth disabled={!trimmedCode} loading={acceptInvite.isPending}>
            Accept Invite
          </Button>
          <Divider>or</Divider>
          <Button type="button" variant="outline" fullWidth onClick={create} loading={createInvite.isPending}>
            Create Invite
          </Button>
        </Form>
      ) : (
        <Stack>
          <CodeRow>
            <CodeField label="Your invite code" value={invite.inviteCode} readOnly name="inviteCode" />
            <IconButton label="Copy invite code" variant="outline" onClick={() => void copy(invite.inviteCode)}>
              <Copy size={20} aria-hidden="true" />
            </IconButton>
          </CodeRow>
          <InviteLinkShare inviteUrl={invite.inviteUrl} />
          <Button type="button" variant="outline" fullWidth onClick={() => setInvite(null)}>
            Create New Code
          </Button>
        </Stack>
      )}
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const CodeRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const CodeField = styled(TextField)`
  flex: 1;

  input {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: ${({ theme }) => theme.font.size.lg};
    letter-spacing: 0.2em;
  }
`;

const Divider = styled.p`
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
