import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { RequestOtpInput } from '@forkcast/contracts';

/** POST /api/auth/email/request-otp {email}: the server e-mails a 6-digit code. */
export function requestOtp(input: RequestOtpInput): Promise<unknown> {
  return apiRequest('POST', '/api/auth/email/request-otp', input);
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}
