// Guests by link (docs/product.md › Guests): people without an account who join one session.

/** People in one session, the members and guests together. */
export const SESSION_MAX_PEOPLE = 6;
/** A guest's first name: 1–40 characters after the name rules (control and bidi characters dropped, trimmed). */
export const GUEST_NAME_MAX = 40;
/** A guest link lives until its session ends, and this long at most. */
export const GUEST_LINK_TTL_MS = 12 * 60 * 60 * 1000;
/** Guests a link lets in (a session holds SESSION_MAX_PEOPLE at most, so at least one member is not a guest). */
export const GUEST_LINK_MAX_JOINS = SESSION_MAX_PEOPLE - 1;
/** A guest (and its cookie) is deleted this long after its session ended, unless an account kept the session. */
export const GUEST_KEEP_DAYS = 7;
/** A guest link's token: 32 random bytes, base64url (the same shape as a partner invite link's). */
export const GUEST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const GUEST_NAME_MESSAGE = `Enter your first name (1–${GUEST_NAME_MAX} characters)`;
export const GUEST_LINK_INVALID_MESSAGE = 'This guest link is not valid. Ask for a new one.';
export const GUEST_LINK_EXPIRED_MESSAGE = 'This guest link has expired. Ask for a new one.';
export const GUEST_LINK_USED_UP_MESSAGE = 'This guest link has been used up. Ask for a new one.';
export const GUEST_SESSION_ENDED_MESSAGE = 'This session has already ended.';
export const SESSION_FULL_MESSAGE = `This session is full: ${SESSION_MAX_PEOPLE} people at most.`;
export const GUEST_LINK_UPGRADE_MESSAGE = 'Guest links come with Premium. Upgrade to invite people without an account.';
/** What a guest cookie gets on any route outside its session. */
export const GUEST_FORBIDDEN_MESSAGE = 'Guests can only take part in the session they joined';
export const GUEST_KEEP_MATCH_TEXT = 'Keep this match — create your account';
