import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '@forkcast/design-system';
import { RETURN_TO_PARAM, safeReturnPath, signInPath } from '../../../lib/return-path';

/**
 * The gateway sends a failed Google sign-in back to /auth?error=google_failed. Say so once, then
 * clean the address so a reload or a shared link does not repeat the message (keeping ?returnTo).
 */
export function useGoogleErrorToast(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const shown = useRef(false);
  const failed = params.get('error') === 'google_failed';
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM));

  useEffect(() => {
    if (!failed || shown.current) return;
    shown.current = true;
    toast({
      title: 'Google Sign-In Failed',
      description: 'There was a problem signing in with Google. Please try another sign-in method.',
      variant: 'destructive',
    });
    navigate(signInPath(returnTo), { replace: true });
  }, [failed, navigate, toast, returnTo]);
}
