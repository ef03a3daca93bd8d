import styled from 'styled-components';
import { Heart, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { plural } from '@forkcast/design-system';

interface Props {
  totalMatches: number;
  partnerCount: number;
}

/** Two headline figures: matches so far and linked partners. */
export function HomeStats({ totalMatches, partnerCount }: Props) {
  return (
    <Stats aria-label="Your stats">
      {/* The figure reads with its label: '1 Match', '3 Matches' (never '1 Total match'). */}
      <Stat Icon={Heart} value={totalMatches} label={plural(totalMatches, 'Match', 'Matches')} />
      <Stat Icon={Users} value={partnerCount} label={plural(partnerCount, 'Partner')} />
    </Stats>
  );
}

function Stat({ Icon, value, label }: { Icon: LucideIcon; value: number; label: string }) {
  return (
    <Item>
      <Icon aria-hidden="true" size={20} />
      <Value>{value}</Value>
      <Label>{label}</Label>
    </Item>
  );
}

const Stats = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  svg {
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.text};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
