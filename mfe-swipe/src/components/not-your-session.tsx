import { useNavigate } from 'react-router-dom';
import { ApiError } from '@forkcast/api-client';
import { NotYourSessionScreen } from '@forkcast/design-system/error-card';
import { paths } from '@forkcast/contracts/domain';

/** The API's answer to someone not in the session (403): no retry can change it. */
export function isNotYourSession(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** A results screen (/no-match, /solo-complete) opened on someone else's session, in place of sections that would each fail. */
export function NotYourSession() {
  const navigate = useNavigate();
  return <NotYourSessionScreen onGoHome={() => navigate(paths.home, { replace: true })} />;
}
