import { z } from 'zod';
export * from '../domain/notification';

// Loose: other types carry other fields, which the client passes through untouched.
export const notificationDataSchema = z.looseObject({
  sessionId: z.string().optional(),
  restaurantName: z.string().optional(),
  /** partner_joined: who accepted the invite (first name, else their e-mail's local part). */
  partnerName: z.string().nullable().optional(),
  partnershipId: z.string().optional(),
  /** partner_completed in a group session: who finished (first name, null without one) and how many are in it. */
  memberName: z.string().nullable().optional(),
  memberCount: z.number().int().positive().optional(),
});

/** One entry of GET /api/notifications. */
export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  read: z.boolean(),
  /** ISO 8601 timestamp. */
  createdAt: z.string(),
  data: notificationDataSchema.nullable().optional(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);
