import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Crown, Sparkles } from 'lucide-react';
import { Button } from '@forkcast/design-system';
import type { User } from '@forkcast/contracts';
import { freeSessionsLeft, paths } from '@forkcast/contracts/domain';

/** docs/product.md › Tiers and roles: a free user without premium (own or shared) has 1 session a day. */
export function showsDailyLimit(user: User): boolean {
  return freeSessionsLeft(user) === 0;
}

/** Premium comes from a partner, not from the user's own plan. */
export function showsPremiumShared(user: User): boolean {
  return user.hasPremiumViaPartner && user.subscriptionTier === 'free';
}

/** The tier notices on home: today's free session is used up, or premium is shared by a partner. */
export function TierBanners({ user }: { user: User }) {
  const navigate = useNavigate();
  return (
    <>
      {showsDailyLimit(user) && (
        <Banner aria-labelledby="daily-limit-title" $tone="warning">
          <Crown aria-hidden="true" size={22} />
          <Body>
            <Title id="daily-limit-title">Daily Limit Reached</Title>
            <Text>You&apos;ve used your free session for today. Go Premium for unlimited sessions.</Text>
            <Button size="sm" onClick={() => navigate(paths.subscribe)}>
              Get Premium
            </Button>
          </Body>
        </Banner>
      )}
      {showsPremiumShared(user) && (
        <Banner aria-labelledby="premium-shared-title" $tone="success">
          <Sparkles aria-hidden="true" size={22} />
          <Body>
            <Title id="premium-shared-title">Premium Benefits Shared</Title>
            <Text>Your partner&apos;s Premium gives you unlimited sessions too.</Text>
          </Body>
        </Banner>
      )}
    </>
  );
}

const Banner = styled.section<{ $tone: 'warning' | 'success' }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) => ($tone === 'warning' ? theme.colors.warningSoft : theme.colors.successSoft)};

  & > svg {
    flex: none;
    color: ${({ $tone, theme }) => ($tone === 'warning' ? theme.colors.warning : theme.colors.success)};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;
