import styled from 'styled-components';
import { CalendarCheck, Crown, Heart, Minus, TrendingDown, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { Card } from '@forkcast/design-system';
import { ADMIN_STATS_PERIOD_DAYS, type AdminPlatformStats } from '@forkcast/contracts';
import { formatCount } from '../utils/format-user';

type TotalKey = 'totalUsers' | 'premiumUsers' | 'totalSessions' | 'totalMatches';

const STATS: { key: TotalKey; label: string; Icon: LucideIcon }[] = [
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
            {key === 'totalUsers' && <NewUsersTrend stats={stats} />}
            {key === 'totalSessions' && <CountedOnce value={stats.sessionsOnce} one="session" many="sessions" />}
            {key === 'totalMatches' && <CountedOnce value={stats.matchesOnce} one="match" many="matches" />}
          </StatCard>
        ))}
      </Grid>
    </section>
  );
}

/**
 * What the spec's sum counts: each user's sessions and matches added up, so a session with a
 * partner counts once per member; "5 sessions, 2 matches" read as wrong after 1 match in 3 sessions. The
 * line says so and gives each counted once (absent from a gateway that doesn't send it).
 */
function CountedOnce({ value, one, many }: { value: number | undefined; one: string; many: string }) {
  if (value === undefined) return null;
  return <Trend>{`Added up per user; ${formatCount(value)} ${value === 1 ? one : many} in all`}</Trend>;
}

/**
 * The totals alone never move day to day: the users card adds who joined in the last 7 days and how that
 * compares with the 7 days before. The direction is in the words, the arrow only repeats it.
 */
function NewUsersTrend({ stats: { newUsers, previousNewUsers } }: { stats: AdminPlatformStats }) {
  const Icon = newUsers > previousNewUsers ? TrendingUp : newUsers < previousNewUsers ? TrendingDown : Minus;
  const comparison =
    newUsers > previousNewUsers
      ? `up from ${formatCount(previousNewUsers)}`
      : newUsers < previousNewUsers
        ? `down from ${formatCount(previousNewUsers)}`
        : 'same as the week before';
  return (
    <Trend>
      <Icon size={14} aria-hidden="true" />
      {`${formatCount(newUsers)} new in the last ${ADMIN_STATS_PERIOD_DAYS} days, ${comparison}`}
    </Trend>
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

const Trend = styled.dd`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
