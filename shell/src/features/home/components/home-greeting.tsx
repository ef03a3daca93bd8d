import styled from 'styled-components';
import { Badge, ScreenTitle, Subtitle } from '@forkcast/design-system';
import type { User } from '@forkcast/contracts';
import { greetingName, isPremium } from '@forkcast/contracts/domain';

/**
 * 'Hi, {name}' with the tier badge. Home's page renders it on the server too (server/home-frame.tsx), so the
 * screen's largest text paints from the HTML, at the place the app later renders it.
 */
export function HomeGreeting({ user }: { user: User }) {
  return (
    <Row>
      <div>
        <ScreenTitle>{`Hi, ${greetingName(user)}`}</ScreenTitle>
        <Subtitle>Ready to decide where to eat?</Subtitle>
      </div>
      {!isPremium(user) && <Badge tone="neutral">Free</Badge>}
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
