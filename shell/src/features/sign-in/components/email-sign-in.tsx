import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, useToast } from '@forkcast/design-system';
import { CodeField } from '@forkcast/design-system/code-field';
import { TextField } from '@forkcast/design-system/text-field';
import { isRateLimited } from '@forkcast/api-client';
import { OTP_LENGTH } from '@forkcast/contracts/domain';
import { assignLocation } from '../../../lib/browser-location';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { RETURN_TO_PARAM, safeReturnPath } from '../../../lib/return-path';

type Step = 'email' | 'code';

interface Props {
  /** Leaves e-mail sign-in for the list of sign-in options. */
  onCancel: () => void;
}

/**
 * E-mail one-time-code sign-in: enter e-mail → code sent → enter code → verify → full reload to / (or to
 * the same-site path in ?returnTo, e.g. /admin sends a signed-out admin here and wants them back).
 */
export function EmailSignIn({ onCancel }: Props) {
  const { toast } = useToast();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();

  const sendCode = async ({ resend = false } = {}) => {
    const address = email.trim();
    if (!address) {
      toast({ title: 'Email Required', description: 'Please enter your email address', variant: 'destructive' });
      return;
    }
    try {
      await requestOtp.mutateAsync({ email: address });
      setCode('');
      setStep('code');
      // The code step looks the same after a resend; without this the tap seems to do nothing.
      if (resend) toast({ title: 'Code sent', description: `A new code is on its way to ${address}`, variant: 'success' });
    } catch (error) {
      // A 429 is already on screen with the server's message (query client); 'Failed' would replace it.
      if (isRateLimited(error)) return;
      toast({ title: 'Error', description: 'Failed to send code', variant: 'destructive' });
    }
  };

  const verify = async () => {
    if (code.length !== OTP_LENGTH) {
      toast({ title: 'Code Required', description: 'Please enter the 6-digit code', variant: 'destructive' });
      return;
    }
    try {
      await verifyOtp.mutateAsync({ email: email.trim(), otp: code });
      // A full reload, not a client-side navigation: every remote and cache starts from the new session.
      assignLocation(safeReturnPath(searchParams.get(RETURN_TO_PARAM)));
    } catch (error) {
      // Too many tries is not a wrong code: leave the query client's 429 toast on screen.
      if (isRateLimited(error)) return;
      toast({ title: 'Error', description: 'Invalid code', variant: 'destructive' });
    }
  };

  const onEmailSubmit = (event: FormEvent) => {
    event.preventDefault();
    void sendCode();
  };

  const onCodeSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify();
  };

  // The verify button stays disabled below 6 digits, which also blocks the browser's Enter-to-submit;
  // handle Enter here so an incomplete code still gets the 'Code Required' explanation.
  const onCodeKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && code.length !== OTP_LENGTH) {
      event.preventDefault();
      void verify();
    }
  };

  if (step === 'email') {
    return (
      <Form onSubmit={onEmailSubmit} noValidate aria-label="Sign in with email">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          // The step's one field, just asked for (the user chose "e-mail"): typing can start at once.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <Button type="submit" fullWidth size="lg" loading={requestOtp.isPending}>
          Send Code
        </Button>
        <Button type="button" variant="ghost" fullWidth onClick={onCancel}>
          Other sign-in options
        </Button>
      </Form>
    );
  }

  return (
    <Form onSubmit={onCodeSubmit} aria-label="Enter verification code">
      <Sent role="status">
        We sent a 6-digit code to <strong>{email.trim()}</strong>
      </Sent>
      {/* The code is all this step asks for, right after the user sent for it: focus waits in its field. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <CodeField name="otp" value={code} onValueChange={setCode} onKeyDown={onCodeKeyDown} autoFocus />
      <Button type="submit" fullWidth size="lg" disabled={code.length !== OTP_LENGTH} loading={verifyOtp.isPending}>
        Verify Code
      </Button>
      <Row>
        <Button type="button" variant="ghost" onClick={() => void sendCode({ resend: true })} disabled={requestOtp.isPending}>
          Resend Code
        </Button>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setCode('');
            setStep('email');
          }}
        >
          Change email
        </Button>
      </Row>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Sent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

// Wraps rather than overflows: the two buttons don't fit side by side in a 390 px card.
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;
