import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle } from '@forkcast/design-system';

interface Props {
  title: string;
  /** Controls beside the title (e.g. the partners' Add button). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled card of /settings; a labelled region so screen-reader users can jump between sections. */
export function SettingsSection({ title, action, children }: Props) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {action}
      </CardHeader>
      <Fields>{children}</Fields>
    </Card>
  );
}

const Fields = styled(CardContent)`
  gap: ${({ theme }) => theme.space(4)};
`;
