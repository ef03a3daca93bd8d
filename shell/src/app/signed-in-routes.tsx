import { useEffect, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@forkcast/contracts/domain';
import { whenIdle } from '@forkcast/design-system';
import { HomePage, SessionResultsPage, TabLayout } from './lazy-tab-screens';
import { UnknownPath, remoteRoutes } from './remote-routes';
import { SignedInStore } from './signed-in-store';
import { useRemotePrefixes } from './use-remote-prefixes';

// /auth and any unknown path (including a stale onboarding link) lead home.
const UNKNOWN = <Navigate to={paths.home} replace />;

/**
 * Signed in with preferences: home and every remote's screens (each remote's prefixes and layout come from
 * the manifest), inside the layout or full screen, all reading the one client store (loaded with this route
 * set, not with the landing page).
 */
export default function SignedInRoutes() {
  const { status, prefixes } = useRemotePrefixes();
  // A device that allowed notifications before (another account, or before a sign-out) is this account's
  // again once signed in. Never asks for permission: that takes a tap. Not urgent: when the page is idle.
  useEffect(
    () =>
      whenIdle(
        () =>
          void import('@forkcast/api-client/web-push').then(({ syncPushSubscription }) => syncPushSubscription()).catch(() => undefined),
      ),
    [],
  );
  // Built when the manifest's prefixes change, not on every render of the route set.
  const [tabRoutes, fullRoutes] = useMemo(
    () => [
      remoteRoutes(
        prefixes.filter((prefix) => prefix.layout === 'tabs'),
        UNKNOWN,
      ),
      remoteRoutes(
        prefixes.filter((prefix) => prefix.layout === 'full'),
        UNKNOWN,
      ),
    ],
    [prefixes],
  );
  return (
    <SignedInStore>
      <Routes>
        <Route element={<TabLayout />}>
          <Route path={paths.home} element={<HomePage />} />
          {tabRoutes}
        </Route>
        {fullRoutes}
        {/* Where a session notification leads; it forwards to /match, /no-match or /solo-complete. */}
        <Route path={paths.sessionResultsPattern} element={<SessionResultsPage />} />
        <Route path="*" element={<UnknownPath status={status}>{UNKNOWN}</UnknownPath>} />
      </Routes>
    </SignedInStore>
  );
}
