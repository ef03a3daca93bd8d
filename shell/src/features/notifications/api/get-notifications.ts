import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@forkcast/api-client';
import type { Notification } from '@forkcast/contracts';

export const notificationsQueryKey = ['/api/notifications'] as const;

const NO_NOTIFICATIONS: Notification[] = [];

/** The list and when it was requested: the bell's badge keys on the request's start (notifications-slice). */
export interface NotificationList {
  notifications: Notification[];
  requestedAt: number;
}

/** GET /api/notifications (the gateway answers in the shape of the shared contract). */
export async function getNotifications(): Promise<NotificationList> {
  const requestedAt = Date.now();
  const body = await apiRequest<unknown>('GET', notificationsQueryKey[0]);
  return { notifications: Array.isArray(body) ? (body as Notification[]) : NO_NOTIFICATIONS, requestedAt };
}

export const notificationsQuery = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: getNotifications,
  // Spec: the list is polled every 30 s; the only query that overrides the no-interval default.
  refetchInterval: 30_000,
});

/**
 * The signed-in user's notifications. A failed answer, or one that is not a list, reads as an empty list:
 * the bell is a convenience and must never put an error (or a crash) in the header.
 */
// `readAt`: when the list was requested (0 before the first answer); the bell's badge keys on it.
export function useNotifications(enabled: boolean): { notifications: Notification[]; readAt: number } {
  const { data } = useQuery({ ...notificationsQuery, enabled });
  return { notifications: data?.notifications ?? NO_NOTIFICATIONS, readAt: data?.requestedAt ?? 0 };
}
