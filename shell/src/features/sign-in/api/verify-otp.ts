import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { VerifyOtpInput } from '@forkcast/contracts';

/** POST /api/auth/email/verify-otp {email, otp}: on success the session cookie is set. */
export function verifyOtp(input: VerifyOtpInput): Promise<unknown> {
  return apiRequest('POST', '/api/auth/email/verify-otp', input);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
