import styled from 'styled-components';
import { CalendarCheck, Crown, Heart, Users, type LucideIcon } from 'lucide-react';
import { Card } from '@forkcast/design-system';
import type { AdminPlatformStats } from '@forkcast/contracts';
import { formatCount } from '../utils/format-user';

const STATS: { key: keyof AdminPlatformStats; label: string; Icon: LucideIcon }[] = [
  { key: 'totalUsers', label: 'Total Users', Icon: Users },
  { key: 'premiumUsers', label: 'Premium Users', Icon: Crown },
  { key: 'totalSessions', label: 'Total Sessions', Icon: CalendarCheck },
  { key: 'totalMatches', label: 'Total Matches', Icon: Heart },
];

/** docs/product.md › Screens › Admin: totals over every user, counted by the gateway in SQL (not over the page shown). */
export function StatCards({ stats }: { stats: AdminPlatformStats }) {
  return (
    <section aria-label="Platform statistics">
      {/* A description list: each card pairs a label (dt) with its number (dd). */}
      <Grid>
        {STATS.map(({ key, label, Icon }) => (
          <StatCard key={key}>
            <Label>
              <Icon size={18} aria-hidden="true" />
              {label}
            </Label>
            <Value>{formatCount(stats[key])}</Value>
          </StatCard>
        ))}
      </Grid>
    </section>
  );
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const StatCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
`;

const Label = styled.dt`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;
