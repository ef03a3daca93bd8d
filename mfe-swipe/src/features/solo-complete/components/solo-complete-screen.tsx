import { useSearchParams } from 'react-router-dom';
import { PageColumn, ScreenTitle } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import { useSession } from '../../../api/get-session';
import { HomeButton } from '../../../components/home-button';
import { NotYourSession, isNotYourSession } from '../../../components/not-your-session';
import { SessionLikes } from '../../../components/session-likes';
// The details dialog is a widget every results screen opens; it is the one feature the others use.
import { LazyRestaurantDetailsDialog, useDetailsDialog } from '../../../components/restaurant-details';
import { TasteInsights } from './taste-insights';

/**
 * /solo-complete?sessionId= (docs/product.md › Screens › Solo complete). Sections stack top to bottom: the AI taste insights, then the
 * liked places, each of which opens the restaurant details dialog.
 */
export function SoloCompleteScreen() {
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? undefined;
  const { user } = useCurrentUser();
  const { openDetails, dialogProps } = useDetailsDialog();
  const session = useSession(sessionId);

  if (isNotYourSession(session.error)) return <NotYourSession />;
  return (
    <PageColumn>
      <ScreenTitle>Session Complete!</ScreenTitle>
      {sessionId && <TasteInsights sessionId={sessionId} />}
      <SessionLikes sessionId={sessionId} userId={user?.id} onViewDetails={openDetails} />
      <HomeButton variant="primary" />
      <LazyRestaurantDetailsDialog {...dialogProps} userId={user?.id} />
    </PageColumn>
  );
}
