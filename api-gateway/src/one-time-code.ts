/**
 * The rules of the e-mailed one-time codes, shared by sign-in (auth) and the e-mail change (users): wrong
 * guesses a code survives, and the one answer to every failed verification.
 */
export const OTP_MAX_ATTEMPTS = 5;
/** docs/product.md › Error texts › Sign-in: every failed verification reads the same, so a caller learns nothing about why. */
export const INVALID_CODE = 'Invalid code';
