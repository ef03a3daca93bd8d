import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, ScreenTitle, Subtitle } from '@forkcast/design-system';
import type { User } from '@forkcast/contracts';
import { greetingName, isPremium } from '@forkcast/contracts/domain';

/** 'Hi, {name}' with the tier badge. */
export function HomeGreeting({ user }: { user: User }) {
  return <GreetingRow name={greetingName(user)}>{!isPremium(user) && <Badge tone="neutral">Free</Badge>}</GreetingRow>;
}

/**
 * The greeting's text and layout alone. The page the gateway sends a signed-in user renders this at build
 * time with the name filled in per request (shell/src/static-pages/home-frame.tsx), so the screen's largest
 * text paints from the HTML, at the place the app later renders it.
 */
export function GreetingRow({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <Row>
      <div>
        <ScreenTitle>{`Hi, ${name}`}</ScreenTitle>
        <Subtitle>Ready to decide where to eat?</Subtitle>
      </div>
      {children}
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
