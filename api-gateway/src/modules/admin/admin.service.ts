import {
  ADMIN_USER_DETAIL_LIMIT,
  type AdminSortOrder,
  type AdminUserDetail,
  type AdminUserSort,
  type AdminUsersPage,
  type AdminUsersParams,
} from '@forkcast/contracts';
import { ForbiddenError, NotFoundError } from '../../errors';
import { isAdminUser } from '../users/admin-rule';
import type { AdminRepository } from './admin.repository';
import { toAdminUserView } from './admin-user-view';

/** Counts and dates read best biggest/newest first; text reads best A→Z. */
function firstOrder(sort: AdminUserSort): AdminSortOrder {
  return sort === 'totalSessions' || sort === 'totalMatches' || sort === 'createdAt' ? 'desc' : 'asc';
}

/** The search box's words, lower-cased; at most 8 so one request stays a small statement. */
function searchWords(q: string): string[] {
  return q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
}

/** The outcome of grant/revoke on one e-mail. */
export type AdminFlagChange =
  | { found: false; email: string }
  | {
      found: true;
      email: string;
      userId: string;
      /** False when the stored flag already had the wanted value. */
      changed: boolean;
      /** Listed in ADMIN_EMAILS: the flag is granted again at this address's next verified sign-in. */
      viaAdminEmails: boolean;
    };

export interface AdminEntry {
  email: string;
  /** Null for an ADMIN_EMAILS address nobody has signed in with yet. */
  userId: string | null;
  viaFlag: boolean;
  viaAdminEmails: boolean;
}

/** The admin dashboard's data (docs/product.md › Tiers and roles: admins only) and the grant/revoke rules the admin CLI uses. */
export class AdminService {
  constructor(
    private readonly admin: AdminRepository,
    private readonly adminEmails: ReadonlySet<string>,
  ) {}

  /** 403 unless the user is an admin now (the flag is read on every request, so a revoke acts at once). */
  async assertAdmin(userId: string): Promise<void> {
    const row = await this.admin.findFlagById(userId);
    if (!row || !isAdminUser(row)) throw new ForbiddenError('Admins only');
  }

  /**
   * One page of the user list, searched and sorted in SQL, with the platform totals over every user.
   * A page past the end answers the last page (so a list that shrank never shows an empty page).
   */
  async listUsers(params: AdminUsersParams): Promise<AdminUsersPage> {
    const words = searchWords(params.q);
    const order = params.order ?? firstOrder(params.sort);
    const filters = { plan: params.plan, provider: params.provider };
    const { stats, matching } = await this.admin.countUsers(words, filters);
    const lastPage = Math.max(1, Math.ceil(matching / params.pageSize));
    const page = Math.min(params.page, lastPage);
    const rows =
      matching === 0
        ? []
        : await this.admin.listUsersPage({
            words,
            ...filters,
            sort: params.sort,
            order,
            limit: params.pageSize,
            offset: (page - 1) * params.pageSize,
          });
    return { users: rows.map(toAdminUserView), total: matching, page, pageSize: params.pageSize, sort: params.sort, order, stats };
  }

  /** One user's detail view: the list row, subscription record, partners and latest sessions with matches. */
  async userDetail(id: string): Promise<AdminUserDetail> {
    const row = await this.admin.findUserWithTotals(id);
    if (!row) throw new NotFoundError('User not found');
    const [subscription, partners, sessions] = await Promise.all([
      this.admin.findSubscription(id),
      this.admin.listPartners(id, ADMIN_USER_DETAIL_LIMIT),
      this.admin.listUserSessions(id, ADMIN_USER_DETAIL_LIMIT),
    ]);
    return {
      user: toAdminUserView(row),
      subscription: subscription
        ? {
            plan: subscription.plan,
            status: subscription.status,
            source: subscription.source,
            currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          }
        : null,
      partners: partners.map((partner) => ({
        id: partner.id,
        firstName: partner.firstName,
        lastName: partner.lastName,
        email: partner.email,
        since: partner.since.toISOString(),
        endedAt: partner.endedAt?.toISOString() ?? null,
      })),
      sessions: sessions.map((session) => ({
        id: session.id,
        status: session.status,
        partnered: session.partnered,
        createdAt: session.createdAt.toISOString(),
        matchedRestaurantName: session.matchedRestaurantName,
        matchedAt: session.matchedAt?.toISOString() ?? null,
      })),
    };
  }

  grant(email: string): Promise<AdminFlagChange> {
    return this.setFlag(email, true);
  }

  revoke(email: string): Promise<AdminFlagChange> {
    return this.setFlag(email, false);
  }

  /**
   * Flagged accounts plus every ADMIN_EMAILS address, by e-mail. A listed address without the flag is
   * not an admin yet: it becomes one at its next verified sign-in.
   */
  async listAdmins(): Promise<AdminEntry[]> {
    const [flagged, listed] = await Promise.all([this.admin.listFlaggedAdmins(), this.admin.findFlagsByEmails([...this.adminEmails])]);
    const entries = new Map<string, AdminEntry>();
    for (const row of [...flagged, ...listed]) {
      entries.set(row.email, { email: row.email, userId: row.id, viaFlag: row.isAdmin, viaAdminEmails: this.adminEmails.has(row.email) });
    }
    for (const email of this.adminEmails) {
      if (!entries.has(email)) entries.set(email, { email, userId: null, viaFlag: false, viaAdminEmails: true });
    }
    return [...entries.values()].sort((a, b) => a.email.localeCompare(b.email));
  }

  private async setFlag(rawEmail: string, isAdmin: boolean): Promise<AdminFlagChange> {
    const email = rawEmail.trim().toLowerCase();
    const before = (await this.admin.findFlagsByEmails([email]))[0];
    if (!before) return { found: false, email };
    const after = before.isAdmin === isAdmin ? before : await this.admin.setAdminFlag(email, isAdmin);
    // The account can only vanish between the two statements if it was deleted meanwhile.
    if (!after) return { found: false, email };
    return { found: true, email, userId: after.id, changed: before.isAdmin !== isAdmin, viaAdminEmails: this.adminEmails.has(email) };
  }
}
