import { restaurantIdSchema } from '@forkcast/contracts';
import { BadRequestError } from '../../errors';

/**
 * Restaurant ids contain '/' (`osm:node/123`), so paths carry them URL-encoded (`osm%3Anode%2F123`),
 * as GET /api/restaurants/:id does; Express decodes the parameter.
 */
export function parseRestaurantId(value: unknown): string {
  const parsed = restaurantIdSchema.safeParse(value);
  if (!parsed.success) throw new BadRequestError('Invalid restaurant id');
  return parsed.data;
}
