import { z } from 'zod';
import { restaurantIdSchema } from '@forkcast/contracts';
import { BadRequestError } from './errors';

/**
 * The path parameters every router reads, parsed in one place: a malformed id is a 400 with the same text
 * on every route, before it reaches SQL (where a non-uuid would be a 500).
 */
const uuidSchema = z.uuid();

function parseUuid(value: unknown, message: string): string {
  const parsed = uuidSchema.safeParse(value);
  if (!parsed.success) throw new BadRequestError(message);
  return parsed.data.toLowerCase();
}

export const parseUserId = (value: unknown): string => parseUuid(value, 'Invalid user id');
export const parseSessionId = (value: unknown): string => parseUuid(value, 'Invalid session id');
export const parsePartnershipId = (value: unknown): string => parseUuid(value, 'Invalid partnership id');

/**
 * Restaurant ids contain '/' (`osm:node/123`), so paths carry them URL-encoded (`osm%3Anode%2F123`),
 * as GET /api/restaurants/:id does; Express decodes the parameter.
 */
export function parseRestaurantId(value: unknown): string {
  const parsed = restaurantIdSchema.safeParse(value);
  if (!parsed.success) throw new BadRequestError('Invalid restaurant id');
  return parsed.data;
}
