import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, errorText, isRateLimited } from '@forkcast/api-client';
import { Button, Dialog, useToast } from '@forkcast/design-system';
import { CodeField } from '@forkcast/design-system/code-field';
import { OTP_LENGTH, type User } from '@forkcast/contracts';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useRequestEmailChange } from '../api/request-email-change';
import { useVerifyEmailChange } from '../api/verify-email-change';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  /** The new address the code was mailed to. */
  pendingEmail: string;
  /** The account with its new address, once the code was accepted. */
  onVerified: (user: User) => void;
}

/**
 * Confirms a changed e-mail address with the 6-digit code sent to it: the address becomes the
 * account's only then. Closing (×, Escape) keeps the change waiting, and Settings offers 'Enter code'
 * again; Cancel drops it.
 */
export function ConfirmEmailDialog({ open, onOpenChange, userId, pendingEmail, onVerified }: Props) {
  const { toast } = useToast();
  // Kept by hand, not in react-hook-form: one field whose only rule (six digits) gates the button; the server checks the rest.
  const [code, setCode] = useState('');
  const verify = useVerifyEmailChange();
  const resend = useRequestEmailChange();
  const cancel = useCancelEmailChange();

  const close = () => {
    setCode('');
    onOpenChange(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH || verify.isPending) return;
    verify.mutate(
      { userId, code },
      {
        onSuccess: (user) => {
          toast({ title: 'Email updated', variant: 'success' });
          onVerified(user);
          close();
        },
        onError: (error) => {
          // Too many tries is not a wrong code: the query client shows the server's 429 message.
          if (isRateLimited(error)) return;
          const wrongCode = error instanceof ApiError && error.status === 400;
          toast({ title: 'Error', description: wrongCode ? 'Invalid code' : 'Please try again', variant: 'destructive' });
        },
      },
    );
  };

  const sendAgain = () => {
    resend.mutate(
      { userId, email: pendingEmail },
      {
        onSuccess: () => {
          setCode('');
          toast({ title: 'Code sent', variant: 'success' });
        },
        onError: (error) => {
          if (isRateLimited(error)) return;
          toast({ title: 'Error', description: errorText(error, 'Failed to send code'), variant: 'destructive' });
        },
      },
    );
  };

  const dropChange = () => {
    cancel.mutate(userId, {
      onSuccess: close,
      onError: (error) => {
        if (isRateLimited(error)) return;
        toast({ title: 'Error', description: errorText(error, 'Please try again'), variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Confirm your new email"
      description={
        <>
          Enter the 6-digit code we sent to <Address>{pendingEmail}</Address>.
        </>
      }
    >
      <Form onSubmit={submit} aria-label="Confirm your new email">
        <CodeField name="code" value={code} onValueChange={setCode} />
        <Button type="submit" fullWidth disabled={code.length !== OTP_LENGTH} loading={verify.isPending}>
          Verify
        </Button>
        <Row>
          <Button type="button" variant="ghost" onClick={sendAgain} loading={resend.isPending}>
            Resend Code
          </Button>
          <Button type="button" variant="ghost" onClick={dropChange} loading={cancel.isPending}>
            Cancel
          </Button>
        </Row>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A long address wraps instead of widening the dialog past a phone's screen. */
const Address = styled.strong`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
