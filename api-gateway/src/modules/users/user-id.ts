import { z } from 'zod';
import { BadRequestError } from '../../errors';

const userIdSchema = z.uuid();

/** Path ids are uuids; anything else is a 400 before it reaches SQL (where it would be a 500). */
export function parseUserId(value: unknown): string {
  const parsed = userIdSchema.safeParse(value);
  if (!parsed.success) throw new BadRequestError('Invalid user id');
  return parsed.data.toLowerCase();
}
