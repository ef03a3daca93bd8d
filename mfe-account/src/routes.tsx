import type { RemoteRoute } from '@forkcast/shared-ui/contracts';

function Placeholder() {
  return <main><h1>mfe-account</h1></main>;
}

export const routes: RemoteRoute[] = [{ path: '/mfe-account', Component: Placeholder }];
