import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@forkcast/contracts/domain';
import { OnboardingPage } from '../features/onboarding/components/onboarding-page';
import { UnknownPath, remoteRoutes } from './remote-routes';
import { useRemotePrefixes } from './use-remote-prefixes';

/** Signed in without preferences. Onboarding renders at / itself: its own path never shows in the address bar. */
export default function OnboardingRoutes() {
  const { status, prefixes } = useRemotePrefixes();
  const unknown = <Navigate to={paths.home} replace />;
  return (
    <Routes>
      {remoteRoutes(
        prefixes.filter((prefix) => prefix.visitors === 'any'),
        unknown,
      )}
      <Route path={paths.home} element={<OnboardingPage />} />
      <Route path="*" element={<UnknownPath status={status}>{unknown}</UnknownPath>} />
    </Routes>
  );
}
