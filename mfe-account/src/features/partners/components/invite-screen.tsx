import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { HeartHandshake, Link2Off, Share2 } from 'lucide-react';
import { Button, Card, CardContent, FullPageSpinner, PageColumn, ScreenTitle, Subtitle, useToast } from '@forkcast/design-system';
import { PRODUCT_NAME, paths } from '@forkcast/contracts/domain';
import { ApiError, errorText, isRateLimited, showPartnerLimitToast, useCurrentUser } from '@forkcast/api-client';
import { useAcceptInvite } from '../api/accept-invite';
import { useInvitePreview } from '../api/get-invite-preview';
import { forgetPendingInvite, isPendingInvite, rememberPendingInvite } from '../lib/pending-invite';

const RETURN_TO_PARAM = 'returnTo';

/**
 * /invite/:token, the page an invite link or QR code opens.
 * - Signed out: what the link is, and sign-in with the way back here (returnTo); the link is remembered in
 *   this tab so that, once signed in and onboarded, the partnership is made without asking again.
 * - Signed in without preferences: onboarding first (the shell's, at /), then back here.
 * - Signed in: who invited you, and Accept Invite.
 */
export function InviteScreen() {
  const { token = '' } = useParams();
  const { user, isLoading } = useCurrentUser();
  const here = `${paths.invite}/${encodeURIComponent(token)}`;

  if (isLoading) return <FullPageSpinner />;
  if (!user) return <SignedOutInvite token={token} here={here} />;
  if (!user.preferences) return <Navigate to={`${paths.home}?${RETURN_TO_PARAM}=${encodeURIComponent(here)}`} replace />;
  return <AcceptInvite token={token} userId={user.id} />;
}

function SignedOutInvite({ token, here }: { token: string; here: string }) {
  const navigate = useNavigate();
  const signIn = () => {
    rememberPendingInvite(token);
    navigate(`${paths.auth}?${RETURN_TO_PARAM}=${encodeURIComponent(here)}`);
  };
  return (
    <InviteLayout icon={<HeartHandshake size={40} aria-hidden="true" />} title={`You're invited to ${PRODUCT_NAME}`}>
      <Subtitle>Someone wants to decide where to eat with you. Sign in or create a free account to become partners.</Subtitle>
      <Button size="lg" fullWidth onClick={signIn}>
        Sign in to accept
      </Button>
    </InviteLayout>
  );
}

function AcceptInvite({ token, userId }: { token: string; userId: string }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const preview = useInvitePreview(token, true);
  const acceptInvite = useAcceptInvite();
  // The tab remembered this link when its visitor chose to sign in for it. The route tables change as the new
  // account's onboarding ends, so this screen can mount, unmount and mount again before the preview arrives:
  // the link is forgotten only when the accept goes out, never by a mount that didn't accept.
  const autoAccept = useRef<boolean | null>(null);
  if (autoAccept.current === null) autoAccept.current = isPendingInvite(token);

  const accept = () => {
    if (acceptInvite.isPending) return;
    acceptInvite.mutate(
      { inviteCode: token, userId },
      {
        onSuccess: () => {
          toast({ title: 'Partner added!', description: "Success! You're now connected with your partner", variant: 'success' });
          navigate(paths.home, { replace: true });
        },
        onError: (error) => {
          if (isRateLimited(error)) return;
          if (showPartnerLimitToast(error, () => navigate(paths.subscribe))) return;
          toast({
            title: 'Failed to accept invite',
            description: errorText(error, 'Invalid code or code already used'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const ready = preview.data !== undefined && !preview.data.ownInvite;
  // Once, when the preview arrives: the latest accept, without its every rebuild re-running the effect.
  const acceptOnArrival = useEffectEvent(() => {
    if (!autoAccept.current) return;
    autoAccept.current = false;
    forgetPendingInvite();
    accept();
  });
  useEffect(() => {
    if (ready) acceptOnArrival();
  }, [ready]);

  if (preview.isPending) return <FullPageSpinner />;
  if (preview.isError) {
    const gone = preview.error instanceof ApiError && preview.error.status === 404;
    return (
      <InviteLayout
        icon={<Link2Off size={40} aria-hidden="true" />}
        title={gone ? 'This invite link no longer works' : "Couldn't open this invite"}
      >
        <Subtitle>
          {gone
            ? 'It was already used, replaced by a newer one, or is more than 7 days old. Ask your partner for a new link or code.'
            : 'Please try again in a moment.'}
        </Subtitle>
        <Button size="lg" fullWidth onClick={() => navigate(paths.home, { replace: true })}>
          Go Home
        </Button>
      </InviteLayout>
    );
  }

  const { inviterName, ownInvite } = preview.data;
  if (ownInvite) {
    return (
      <InviteLayout icon={<Share2 size={40} aria-hidden="true" />} title="This is your own invite link">
        <Subtitle>Send it to your partner: when they open it, you become partners.</Subtitle>
        <Button size="lg" fullWidth onClick={() => navigate(paths.home, { replace: true })}>
          Go Home
        </Button>
      </InviteLayout>
    );
  }

  return (
    <InviteLayout icon={<HeartHandshake size={40} aria-hidden="true" />} title={`${inviterName} invited you`}>
      <Subtitle>{`Become partners on ${PRODUCT_NAME} to swipe together and match on where to eat.`}</Subtitle>
      <Button size="lg" fullWidth onClick={accept} loading={acceptInvite.isPending}>
        Accept Invite
      </Button>
      <Button size="lg" variant="ghost" fullWidth onClick={() => navigate(paths.home, { replace: true })} disabled={acceptInvite.isPending}>
        Not now
      </Button>
    </InviteLayout>
  );
}

function InviteLayout({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <PageColumn>
      <Main>
        <Card>
          <CardContent>
            <Body>
              <Icon>{icon}</Icon>
              <ScreenTitle>{title}</ScreenTitle>
              {children}
            </Body>
          </CardContent>
        </Card>
      </Main>
    </PageColumn>
  );
}

const Main = styled.div`
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)} 0;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Icon = styled.div`
  color: ${({ theme }) => theme.colors.primary};
`;
