import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { activeSessionChosen, activeSessionCleared, useAppDispatch, useAppSelector } from '@forkcast/live-store';
import { errorText } from '@forkcast/api-client';
import { currentUserQueryKey, useCurrentUser } from '@forkcast/api-client';
import { useSignOut } from '@forkcast/api-client';
import { Button } from '@forkcast/design-system';
import type { RemoteRoute } from '@forkcast/api-client/remotes';
import type { User } from '@forkcast/contracts';
import { paths } from '@forkcast/contracts/domain';
import { useToast } from '@forkcast/design-system';
import { GatewayStatusLine } from './gateway-status';
import { freshDevEmail, signInWithDevCode, startDevPartnerSession, startHarnessSession } from './harness-actions';

// Dark, so it never passes for part of the screen it sits on.
const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.toast};
  color: ${({ theme }) => theme.colors.onToast};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Who = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
`;

const EmailInput = styled.input`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.control.sm};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const ScreenLink = styled(Link)`
  color: ${({ theme }) => theme.colors.onToast};
  text-decoration: none;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.colors.text};
  }
`;

/** Paths with a parameter or a wildcard ('/admin/users/:id', '/admin/*') cannot be linked to as they are. */
export function linkablePaths(routes: RemoteRoute[]): string[] {
  return routes.map((route) => route.path).filter((path) => !/[:*]/.test(path));
}

function SignInForm() {
  const [email, setEmail] = useState(() => freshDevEmail());
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      queryClient.setQueryData(currentUserQueryKey, await signInWithDevCode(email));
    } catch (error) {
      toast({ title: 'Sign-in failed', description: errorText(error, 'Is the gateway running?'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Row as="form" onSubmit={submit}>
      <EmailInput type="email" aria-label="Email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <Button type="submit" size="sm" loading={busy}>
        Sign in
      </Button>
    </Row>
  );
}

function SessionButtons({ user, onStarted }: { user: User; onStarted: () => void }) {
  const [starting, setStarting] = useState<'solo' | 'partner' | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const start = async (kind: 'solo' | 'partner') => {
    setStarting(kind);
    try {
      const session = kind === 'solo' ? await startHarnessSession(user) : await startDevPartnerSession(user);
      dispatch(activeSessionChosen({ session, userId: user.id }));
      // Preferences may have just been saved, and sessionsToday counts this start.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onStarted();
      navigate(paths.swipe);
    } catch (error) {
      setStarting(null);
      toast({ title: 'Failed to start session', description: errorText(error, 'Please try again'), variant: 'destructive' });
    }
  };
  return (
    <Row>
      <Button size="sm" onClick={() => void start('solo')} loading={starting === 'solo'} disabled={starting !== null}>
        Start solo session
      </Button>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => void start('partner')}
        loading={starting === 'partner'}
        disabled={starting !== null}
      >
        Start with dev partner
      </Button>
    </Row>
  );
}

/**
 * What a remote's developer does before its screens mean anything: sign in through the gateway, start a
 * session (solo, or with a partner the dev server plays), and go to any screen of the remote.
 */
export function HarnessPanel({ routes, onStarted }: { routes: RemoteRoute[]; onStarted: () => void }) {
  const { user, isLoading } = useCurrentUser();
  const signOut = useSignOut();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  // The screens stay mounted here when signed out (the shell would unmount them): without the session they
  // show their own no-session state instead of a failed check of a session no longer theirs.
  const signOutAndDrop = () => {
    dispatch(activeSessionCleared());
    signOut.mutate();
  };
  const session = useAppSelector((state) => state.activeSession.session);
  const who = user ? `${user.email} (${user.subscriptionTier}${user.isAdmin ? ', admin' : ''})` : 'signed out';
  return (
    <Panel aria-label="Dev harness">
      <Row>
        <Who>
          <strong>Dev harness</strong> · {isLoading ? 'checking sign-in…' : who}
          {session && ` · ${session.partnershipId ? 'partnered' : 'solo'} session, ${session.restaurants.length} cards`}
        </Who>
        {user && (
          <Button size="sm" variant="secondary" onClick={signOutAndDrop} loading={signOut.isPending}>
            Sign out
          </Button>
        )}
      </Row>
      <GatewayStatusLine />
      {!isLoading && (user ? <SessionButtons user={user} onStarted={onStarted} /> : <SignInForm />)}
      <Row as="nav" aria-label="Screens of this remote">
        {linkablePaths(routes).map((path) => (
          <ScreenLink key={path} to={path} aria-current={pathname === path ? 'page' : undefined}>
            {path}
          </ScreenLink>
        ))}
      </Row>
    </Panel>
  );
}
