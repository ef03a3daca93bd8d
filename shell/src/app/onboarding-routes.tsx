import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@forkcast/shared-ui';
import { OnboardingPage } from '../features/onboarding/components/onboarding-page';
import { anyVisitorRoutes } from './any-visitor-routes';

/** Signed in without preferences. Onboarding renders at / itself: its own path never shows in the address bar. */
export default function OnboardingRoutes() {
  return (
    <Routes>
      {anyVisitorRoutes}
      <Route path={paths.home} element={<OnboardingPage />} />
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}
