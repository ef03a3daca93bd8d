/** @jest-environment node */
import { ApiError, errorField, errorText, isRateLimited } from '../api-error';

describe('ApiError', () => {
  it('formats the message as "<status>: <body or statusText>" and keeps the status', () => {
    expect(new ApiError(400, 'Bad things', 'Bad Request').message).toBe('400: Bad things');
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
    expect(new ApiError(502, '', 'Bad Gateway').status).toBe(502);
  });

  it('parses a JSON body and keeps a plain-text body as text', () => {
    expect(new ApiError(403, '{"upgradeRequired":true,"tier":"free"}', '').body).toEqual({
      upgradeRequired: true,
      tier: 'free',
    });
    expect(new ApiError(500, 'oops', '').body).toBe('oops');
    expect(new ApiError(500, '', 'x').body).toBeUndefined();
  });
});

describe('errorText', () => {
  it("prefers the server's message field", () => {
    expect(errorText(new ApiError(400, '{"message":"Invalid code"}', ''), 'fallback')).toBe('Invalid code');
  });

  it('uses a plain-text body, else the fallback', () => {
    expect(errorText(new ApiError(400, 'Code expired', ''), 'fallback')).toBe('Code expired');
    expect(errorText(new ApiError(400, '{"other":1}', ''), 'Please try again')).toBe('Please try again');
    expect(errorText(new ApiError(500, '', 'Server Error'), 'Please try again')).toBe('Please try again');
  });

  it("uses any other Error's message, else the fallback", () => {
    expect(errorText(new Error('Network down'), 'fallback')).toBe('Network down');
    expect(errorText('weird', 'fallback')).toBe('fallback');
  });
});

describe('errorField', () => {
  it('reads a field of a JSON error body', () => {
    const error = new ApiError(403, '{"upgradeRequired":true,"tier":"monthly"}', '');
    expect(errorField(error, 'tier')).toBe('monthly');
    expect(errorField(error, 'missing')).toBeUndefined();
    expect(errorField(new Error('x'), 'tier')).toBeUndefined();
  });
});

describe('isRateLimited', () => {
  it('is true for a 429 answer only', () => {
    expect(isRateLimited(new ApiError(429, '{"message":"Too many requests. Please try again in 2 minutes."}', ''))).toBe(true);
    expect(isRateLimited(new ApiError(400, '{"message":"Invalid code"}', ''))).toBe(false);
    expect(isRateLimited(new Error('429: Too Many Requests'))).toBe(false);
  });
});
