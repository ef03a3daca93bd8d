import styled from 'styled-components';
import { Crown, Smartphone, Users } from 'lucide-react';
import { FullPageSpinner, PageColumn, ScreenTitle, Subtitle } from '@forkcast/design-system';
import { useCurrentUser } from '@forkcast/api-client';
import type { User } from '@forkcast/contracts';
import { BackButton } from '../../../components/back-button';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { PLAN_OFFERS } from '../plans';
import { PlanCard } from './plan-card';
import { PremiumStatus } from './premium-status';

/** /subscribe: open to any visitor (docs/product.md › Screens › Subscribe); checkout itself needs an account. */
export function SubscribeScreen() {
  const { user, isLoading } = useCurrentUser();
  const { start, busyPlan } = useStartCheckout();

  // Waiting for auth avoids flashing the plans at someone who is already premium.
  if (isLoading) return <FullPageSpinner />;
  // Only a plan of one's own ends the sales page: premium shared by a partner lasts as long as the
  // partnership and their plan, so their own plans stay on offer (with a note about what they share).
  if (user && user.subscriptionTier !== 'free') {
    // Monthly is premium too, with one way up left: Annual (docs/product.md › Tiers and roles).
    const annual = PLAN_OFFERS.find((offer) => offer.plan === 'annual');
    const upgrade =
      user.subscriptionTier === 'monthly' && annual ? (
        <PlanCard
          offer={{ ...annual, cta: 'Upgrade to Annual' }}
          loading={busyPlan === 'annual'}
          disabled={busyPlan !== undefined}
          onSubscribe={() => start('annual')}
        />
      ) : undefined;
    return <PremiumStatus user={user} upgrade={upgrade} />;
  }

  return (
    <PageColumn>
      <TopBar>
        <BackButton />
      </TopBar>
      <Hero>
        <Crown size={40} aria-hidden="true" />
        <ScreenTitle>Upgrade to Premium</ScreenTitle>
        <Subtitle>Unlimited sessions, AI help deciding where to eat, and with Annual, unlimited partners.</Subtitle>
      </Hero>
      {user?.hasPremiumViaPartner && <SharedNote user={user} />}
      <Plans>
        {PLAN_OFFERS.map((offer) => (
          <PlanCard
            key={offer.plan}
            offer={offer}
            loading={busyPlan === offer.plan}
            disabled={busyPlan !== undefined}
            onSubscribe={() => start(offer.plan)}
          />
        ))}
      </Plans>
      <IosNote>
        <Smartphone size={20} aria-hidden="true" />
        <span>A native iOS app is coming soon. Until then, Premium is sold here on the web only.</span>
      </IosNote>
    </PageColumn>
  );
}

/** For premium shared by a partner: what they already have, and what a plan of their own adds. */
function SharedNote({ user }: { user: User }) {
  const annual = user.premiumViaPartnerPlan === 'annual';
  return (
    <Note aria-label="Premium shared by your partner">
      <Users size={20} aria-hidden="true" />
      <span>
        {annual
          ? 'Your partner shares Premium Annual with you, unlimited partners included. '
          : 'Your partner shares Premium Monthly with you: unlimited sessions, 1 partner. '}
        A plan of your own keeps Premium whatever happens to theirs.
      </span>
    </Note>
  );
}

const TopBar = styled.div`
  display: flex;
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Hero = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space(6)};

  > svg {
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Plans = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Note = styled.section`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const IosNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  > svg {
    flex: none;
  }
`;
