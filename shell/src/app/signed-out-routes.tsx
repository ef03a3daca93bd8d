import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@forkcast/shared-ui';
import { LandingPage } from '../features/landing/components/landing-page';
import { SignInPage } from '../features/sign-in/components/sign-in-page';
import { anyVisitorRoutes } from './any-visitor-routes';

/** A visitor who is not signed in: landing, sign-in, and the any-visitor screens. */
export default function SignedOutRoutes() {
  return (
    <Routes>
      {anyVisitorRoutes}
      <Route path={paths.home} element={<LandingPage />} />
      <Route path={paths.auth} element={<SignInPage />} />
      <Route path="*" element={<Navigate to={paths.auth} replace />} />
    </Routes>
  );
}
