// Sign-in codes (zod-free; contracts/auth.ts holds the schemas).

export const OTP_LENGTH = 6;

/** What a code field keeps of what was typed or pasted: digits only, at most OTP_LENGTH ("123 456" → "123456"). */
export function sanitizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
