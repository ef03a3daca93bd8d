import { z } from 'zod';
import { PUSH_KINDS, type PushKind } from '../domain/push';
export * from '../domain/push';

/** base64url without or with padding, as browsers give PushSubscription keys. */
const base64url = (bytes: number, message: string) => {
  const chars = Math.ceil((bytes * 4) / 3);
  return z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,2}$`), message);
};

/** GET /api/push/vapid-public-key: the application server key (base64url, uncompressed P-256 point). */
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });
export type VapidPublicKey = z.infer<typeof vapidPublicKeySchema>;

/** POST /api/push/subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: 'Invalid push endpoint' }).max(2048, 'Invalid push endpoint'),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65, 'Invalid p256dh key'),
    auth: base64url(16, 'Invalid auth secret'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions */
export const deletePushSubscriptionSchema = z.object({
  endpoint: z.string().min(1, 'Invalid push endpoint').max(2048, 'Invalid push endpoint'),
});

/** GET /api/push/settings answers every switch; PATCH takes any of them. */
export const pushSettingsSchema = z.object(
  Object.fromEntries(PUSH_KINDS.map((kind) => [kind, z.boolean()])) as Record<PushKind, z.ZodBoolean>,
);
export const pushSettingsPatchSchema = pushSettingsSchema
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
