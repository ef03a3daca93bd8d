import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@forkcast/contracts/domain';
import { JoinPage } from '../features/guest-join/components/join-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { UnknownPath, remoteRoutes } from './remote-routes';
import { useRemotePrefixes } from './use-remote-prefixes';

/** A visitor who is not signed in: landing, sign-in, a guest link, and the remotes' any-visitor screens (the guest's room). */
export default function SignedOutRoutes() {
  const { status, prefixes } = useRemotePrefixes();
  const unknown = <Navigate to={paths.auth} replace />;
  return (
    <Routes>
      {remoteRoutes(
        prefixes.filter((prefix) => prefix.visitors === 'any'),
        unknown,
      )}
      <Route path={paths.home} element={<LandingPage />} />
      <Route path={paths.auth} element={<SignInPage />} />
      <Route path={paths.joinPattern} element={<JoinPage />} />
      <Route path="*" element={<UnknownPath status={status}>{unknown}</UnknownPath>} />
    </Routes>
  );
}
