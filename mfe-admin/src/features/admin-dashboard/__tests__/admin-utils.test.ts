import type { AdminUser } from '@forkcast/contracts';
import { adminUsersUrl } from '../api/get-admin-users';
import { displayName, initials, providerLabel } from '../utils/format-user';
import { ariaSort, nextSort, pageCount } from '../utils/user-table';

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
  it("names the provider, or 'email'", () => {
    expect(providerLabel({ oauthProvider: 'google' })).toBe('google');
    expect(providerLabel({ oauthProvider: null })).toBe('email');
    expect(providerLabel({ oauthProvider: '' })).toBe('email');
  });

  it("makes initials from the name, else from the e-mail's local part, never its domain", () => {
    expect(initials(base)).toBe('AS');
    expect(initials({ firstName: null, lastName: null, email: 'amy@walk.test' })).toBe('A');
    expect(initials({ firstName: null, lastName: null, email: 'ivy.walker@walk.test' })).toBe('IW');
    expect(initials({ firstName: null, lastName: null, email: 'ivy_walker2+admin@walk.test' })).toBe('IW');
    expect(initials({ firstName: null, lastName: null, email: 'pager4x-50@e2e.test' })).toBe('P');
    expect(initials({ firstName: ' ', lastName: null, email: null })).toBe('?');
  });

  it("names an account without a name by its e-mail's local part", () => {
    expect(displayName(base)).toBe('Ann Smith');
    expect(displayName({ firstName: null, lastName: null, email: 'ivy.walker@walk.test' })).toBe('ivy.walker');
    expect(displayName({ firstName: null, lastName: null, email: null })).toBe('');
  });

  it('asks for a new column in its natural order and flips the column already sorted by', () => {
    expect(nextSort({ sort: 'createdAt', order: 'desc' }, 'totalSessions')).toEqual({ sort: 'totalSessions' });
    expect(nextSort({ sort: 'totalSessions', order: 'desc' }, 'totalSessions')).toEqual({ sort: 'totalSessions', order: 'asc' });
    expect(nextSort({ sort: 'email', order: 'asc' }, 'email')).toEqual({ sort: 'email', order: 'desc' });
    expect(ariaSort('asc')).toBe('ascending');
    expect(ariaSort('desc')).toBe('descending');
  });

  it('builds the list URL from the parameters that are set', () => {
    expect(adminUsersUrl({})).toBe('/api/admin/users');
    expect(adminUsersUrl({ page: 2, pageSize: 25, sort: 'name', order: 'asc', q: 'ann smith' })).toBe(
      '/api/admin/users?page=2&pageSize=25&sort=name&order=asc&q=ann+smith',
    );
    expect(adminUsersUrl({ page: 1, sort: 'createdAt', q: '' })).toBe('/api/admin/users?page=1&sort=createdAt');
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(60, 25)).toBe(3);
  });
});
