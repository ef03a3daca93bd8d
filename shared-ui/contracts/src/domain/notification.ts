// Notification types (zod-free; contracts/notification.ts holds the schemas).

/** Types the client gives special texts to; the server may send others ('New notification'). */
export const NOTIFICATION_TYPES = ['session_match', 'session_no_match', 'partner_completed', 'partner_joined'] as const;
export type KnownNotificationType = (typeof NOTIFICATION_TYPES)[number];
