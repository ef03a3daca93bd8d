import type { AdminUser } from '@forkcast/shared-ui/contracts';
import { computePlatformStats } from '../utils/admin-stats';
import { formatJoined, initials, providerLabel } from '../utils/format-user';
import { filterRows, nextSort, sortRows, toRows } from '../utils/user-table';

const base: AdminUser = {
  id: 'a',
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
  profileImageUrl: null,
  oauthProvider: null,
  subscriptionTier: 'free',
  totalSessions: 1,
  totalMatches: 1,
  createdAt: '2025-01-05T12:00:00.000Z',
};

describe('admin dashboard helpers', () => {
  it('counts every non-free tier as premium', () => {
    const stats = computePlatformStats([
      base,
      { ...base, id: 'b', subscriptionTier: 'monthly', totalSessions: 2, totalMatches: 0 },
      { ...base, id: 'c', subscriptionTier: 'annual', totalSessions: 3, totalMatches: 4 },
      { ...base, id: 'd', subscriptionTier: 'premium', totalSessions: 0, totalMatches: 5 },
    ]);
    expect(stats).toEqual({ totalUsers: 4, premiumUsers: 3, totalSessions: 6, totalMatches: 10 });
    expect(computePlatformStats([])).toEqual({ totalUsers: 0, premiumUsers: 0, totalSessions: 0, totalMatches: 0 });
  });

  it('formats the joined date like Jan 5, 2025, or a dash', () => {
    expect(formatJoined('2025-01-05T12:00:00.000Z')).toBe('Jan 5, 2025');
    expect(formatJoined(null)).toBe('—');
    expect(formatJoined(undefined)).toBe('—');
    expect(formatJoined('not a date')).toBe('—');
  });

  it("names the provider, or 'email'", () => {
    expect(providerLabel({ oauthProvider: 'google' })).toBe('google');
    expect(providerLabel({ oauthProvider: null })).toBe('email');
    expect(providerLabel({ oauthProvider: '' })).toBe('email');
  });

  it('makes initials from the name or the e-mail', () => {
    expect(initials(base)).toBe('AS');
    expect(initials({ firstName: null, lastName: null, email: 'zed@example.com' })).toBe('ZE');
  });

  it('matches every search word against name and e-mail', () => {
    const rows = toRows([base, { ...base, id: 'b', firstName: 'Bob', email: 'bob@work.io' }]);
    expect(filterRows(rows, 'ann smith').map((r) => r.user.id)).toEqual(['a']);
    expect(filterRows(rows, ' WORK.IO ').map((r) => r.user.id)).toEqual(['b']);
    expect(filterRows(rows, '')).toHaveLength(2);
  });

  it('keeps missing values last in both directions', () => {
    const rows = toRows([
      { ...base, id: 'none', email: null },
      { ...base, id: 'z', email: 'z@x.io' },
      { ...base, id: 'a', email: 'a@x.io' },
    ]);
    expect(sortRows(rows, { key: 'email', direction: 'ascending' }).map((r) => r.user.id)).toEqual(['a', 'z', 'none']);
    expect(sortRows(rows, { key: 'email', direction: 'descending' }).map((r) => r.user.id)).toEqual(['z', 'a', 'none']);
  });

  it('starts numbers descending and text ascending, then toggles', () => {
    const bySessions = nextSort({ key: 'name', direction: 'ascending' }, 'sessions');
    expect(bySessions).toEqual({ key: 'sessions', direction: 'descending' });
    expect(nextSort(bySessions, 'sessions')).toEqual({ key: 'sessions', direction: 'ascending' });
    expect(nextSort(bySessions, 'email')).toEqual({ key: 'email', direction: 'ascending' });
  });
});
