import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from '@forkcast/design-system';

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  lines: readonly string[];
  /** Null when the hours can't tell (unknown hours, or rules the parser can't read): no badge then. */
  openNow: boolean | null;
}

/** Opening hours as the source words them, one line each, with an open/closed badge when known. */
export function OpeningHours({ lines, openNow }: Props) {
  const headingId = useId();
  if (lines.length === 0 && openNow === null) return null;
  return (
    <section aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>Opening hours</Heading>
        {openNow !== null && <Badge tone={openNow ? 'success' : 'danger'}>{openNow ? 'Open now' : 'Closed now'}</Badge>}
      </Header>
      {lines.length > 0 && (
        <Lines>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Lines>
      )}
    </section>
  );
}
