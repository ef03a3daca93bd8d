import type { RemoteRoute } from '@forkcast/shared-ui/contracts';

function Placeholder() {
  return <main><h1>mfe-spotlight</h1></main>;
}

export const routes: RemoteRoute[] = [{ path: '/mfe-spotlight', Component: Placeholder }];
