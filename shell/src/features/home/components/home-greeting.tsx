import styled from 'styled-components';
import { Badge, ScreenTitle, Subtitle } from '@forkcast/shared-ui';
import { greetingName, isPremium, type User } from '@forkcast/shared-ui/contracts';

/** 'Hi, {name}' with the tier badge. */
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
