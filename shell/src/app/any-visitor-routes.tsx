import { Route } from 'react-router-dom';
import { paths } from '@forkcast/shared-ui';
import { remoteScreen } from './remote-route-elements';

/** Screens reachable by any visitor in every state; each handles its own signed-out case. */
export const anyVisitorRoutes = [paths.admin, paths.subscribe].map((path) => (
  <Route key={path} path={path} element={remoteScreen(path)} />
));
