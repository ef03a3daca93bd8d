import { Router, type Request, type Response } from 'express';
import { updateUserSchema } from '@forkcast/shared-ui/contracts';
import { assertSelf, requireUser } from '../../middleware/require-user';
import { parseUserId } from './user-id';
import type { UsersService } from './users.service';

export function createUsersRouter(users: UsersService): Router {
  const router = Router();

  const update = async (req: Request, res: Response) => {
    const id = parseUserId(req.params.id);
    assertSelf(req, id);
    const input = updateUserSchema.parse(req.body ?? {});
    res.json(await users.update(id, input));
  };
  // The spec leaves PUT vs PATCH open; both are partial updates with the same body.
  router.put('/users/:id', requireUser, update);
  router.patch('/users/:id', requireUser, update);

  return router;
}
