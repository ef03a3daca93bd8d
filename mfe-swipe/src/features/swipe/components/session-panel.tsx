import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.section`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};

  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  &:focus {
    outline: none;
  }
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  title: string;
  icon: ReactNode;
  children?: ReactNode;
  testId: string;
}

/**
 * What takes the card's place when there is no card left: 'Session Complete!', 'You're Done!' or the
 * end of a partnered session. Focus moves to its title so keyboard and screen-reader users land on it
 * instead of on a button that no longer exists.
 */
export function SessionPanel({ title, icon, children, testId }: Props) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <Panel aria-labelledby={`${testId}-title`} data-testid={testId}>
      {icon}
      <Title id={`${testId}-title`} ref={titleRef} tabIndex={-1}>
        {title}
      </Title>
      {children}
    </Panel>
  );
}

export { Text as PanelText };
