import { OTP_LENGTH, sanitizeCode } from '../auth';

describe('sanitizeCode (sign-in and e-mail change code fields)', () => {
  it('keeps digits only, at most the code length', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(sanitizeCode('12 34-56 78')).toBe('123456');
    expect(sanitizeCode(' 123 456 ')).toBe('123456');
    expect(sanitizeCode('abc')).toBe('');
  });
});
