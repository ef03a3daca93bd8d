import { memo, useId } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Badge, VisuallyHidden } from '@forkcast/design-system';
import type { AdminSortOrder, AdminUserSort, SubscriptionTier } from '@forkcast/contracts';
import { NO_DATE, formatDate } from '@forkcast/contracts/domain';
import { MISSING, formatCount, initials, tierLabel } from '../utils/format-user';
import { ariaSort, type UserRow } from '../utils/user-table';

/** Each column sorts by the gateway's sort key of the same data. */
const COLUMNS: { key: AdminUserSort; label: string; numeric?: boolean }[] = [
  { key: 'name', label: 'User' },
  { key: 'email', label: 'Email' },
  { key: 'provider', label: 'Provider' },
  { key: 'subscriptionTier', label: 'Subscription' },
  { key: 'totalSessions', label: 'Sessions', numeric: true },
  { key: 'totalMatches', label: 'Matches', numeric: true },
  { key: 'createdAt', label: 'Joined' },
];

const TIER_TONE: Record<SubscriptionTier, 'neutral' | 'primary' | 'success'> = {
  free: 'neutral',
  monthly: 'primary',
  annual: 'success',
  premium: 'success',
};

interface Props {
  rows: readonly UserRow[];
  /** The sort the rows are in (the gateway's answer). */
  sort: { sort: AdminUserSort; order: AdminSortOrder };
  onSort: (key: AdminUserSort) => void;
  /** Opens a user's detail view (the name in each row is its button). */
  onOpenUser: (id: string) => void;
}

export function UsersTable({ rows, sort, onSort, onOpenUser }: Props) {
  const captionId = useId();
  const sortedBy = COLUMNS.find((column) => column.key === sort.sort)?.label ?? '';
  const direction = ariaSort(sort.order);
  return (
    // On a phone the table keeps its columns and scrolls sideways; the region is focusable so
    // keyboard users can scroll it with the arrow keys.
    <ScrollRegion role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>
          <VisuallyHidden>
            Registered users, sorted by {sortedBy} {direction}
          </VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const active = sort.sort === column.key;
              const SortIcon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
              return (
                <HeaderCell key={column.key} scope="col" $numeric={column.numeric} aria-sort={active ? direction : undefined}>
                  <SortButton type="button" $active={active} onClick={() => onSort(column.key)}>
                    {column.label}
                    <SortIcon size={14} aria-hidden="true" />
                  </SortButton>
                </HeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <UserTableRow key={row.user.id} row={row} onOpen={onOpenUser} />
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

/** A line may break before the @, so an address that needs two lines splits into its name and its domain. */
function breakableEmail(email: string) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

// Rows re-render only when their user changes, not on every sort-button focus or keystroke.
const UserTableRow = memo(function UserTableRow({ row, onOpen }: { row: UserRow; onOpen: (id: string) => void }) {
  const { user } = row;
  return (
    <tr>
      <th scope="row">
        <UserCell>
          {user.profileImageUrl ? (
            <Avatar as="img" src={user.profileImageUrl} alt="" loading="lazy" referrerPolicy="no-referrer" />
          ) : (
            // Initials drawn from a data attribute keep the row's text (and its accessible name) to the name.
            <Avatar aria-hidden="true" data-initials={initials(user)} />
          )}
          <NameButton type="button" title={row.name || undefined} aria-haspopup="dialog" onClick={() => onOpen(user.id)}>
            {row.name || MISSING}
          </NameButton>
        </UserCell>
      </th>
      <td>{user.email ? <EmailText>{breakableEmail(user.email)}</EmailText> : MISSING}</td>
      <td>{row.provider}</td>
      <td>
        <Badge tone={TIER_TONE[user.subscriptionTier]}>{tierLabel(user.subscriptionTier)}</Badge>
      </td>
      <NumberCell>{formatCount(user.totalSessions)}</NumberCell>
      <NumberCell>{formatCount(user.totalMatches)}</NumberCell>
      {/* With the time: a date alone read the same for every account made today. */}
      <td>{user.createdAt ? <time dateTime={user.createdAt}>{formatDate(user.createdAt, 'short-time')}</time> : NO_DATE}</td>
    </tr>
  );
});

// position: relative keeps the visually hidden caption inside the scroll box; otherwise it is placed
// against the page and widens the document on a phone.
// From 1024 px the whole table fits, so the box stops being a scroll container: a scroll container would
// be what the sticky header cells stick to, and they would never stick to the page.
const ScrollRegion = styled.div`
  position: relative;
  overflow-x: auto;

  @media (min-width: 1024px) {
    overflow: visible;
  }

  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

// Cells keep to one line (only names at a desk and long addresses wrap): on a phone the table keeps readable
// rows and scrolls sideways, with the user column pinned so each row stays identifiable while scrolling. At a
// desk it fits its box; with 12 px side padding the seven columns would leave no room at 1024 px for the user
// and the address.
const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: middle;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};

    @media (min-width: 1024px) {
      padding-inline: ${({ theme }) => theme.space(2)};
    }
  }

  th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    box-shadow: inset -1px 0 0 ${({ theme }) => theme.colors.border};
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  tbody tr:hover > * {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

// A thumb's 44 px: the admin desk is used from a tablet too.
const SORT_BUTTON_HEIGHT = '44px';

/** The header row: its cells' padding around the sort button, and its bottom border. */
const headerRowHeight = ({ theme }: { theme: DefaultTheme }) => `(${theme.space(3)} * 2 + ${SORT_BUTTON_HEIGHT} + 1px)`;

// From 1024 px the header row sticks just below the sticky app header (its height plus its 1 px border) while
// the rows scroll under it; above the pinned first column, which shares its cell. Below that the table is in
// its sideways scroll box, which would be what the cells stick to: 57 px down inside it, over the first row.
const HeaderCell = styled.th<{ $numeric?: boolean }>`
  @media (min-width: 1024px) {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 1px);
  }
  z-index: 2 !important;
  background: ${({ theme }) => theme.colors.surfaceMuted} !important;
  white-space: nowrap;
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')} !important;
`;

const SortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${SORT_BUTTON_HEIGHT};
  padding: 0 ${({ theme }) => theme.space(1)};
  margin: 0 -${({ theme }) => theme.space(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ $active }) => ($active ? 700 : 600)};
  cursor: pointer;

  /* A column the table narrows must not squeeze the icon to a dot. */
  svg {
    flex: none;
  }

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const UserCell = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 170px;

  @media (min-width: 1024px) {
    min-width: 130px;
    max-width: 240px;
  }
`;

const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;

  &::before {
    content: attr(data-initials);
  }
`;

// On a phone long names end in an ellipsis instead of widening the pinned column; the title shows them whole.
// At a desk they wrap, whole on screen. The name opens the user's detail view: a real button, so Tab reaches it
// and Enter or Space opens it.
// Focus scrolling (Shift+Tab up the table) would otherwise stop at the page's scroll-padding, just below the
// app header, with the row behind the sticky header row: the margin adds that row, the cell's top padding,
// and the few pixels a one-line name sits lower than the avatar's top.
const NameButton = styled.button`
  /* A thumb's target (44 px) however short the name; the ellipsis still applies past that. */
  min-width: ${({ theme }) => theme.control.minTarget};
  min-height: ${({ theme }) => theme.control.minTarget};
  overflow: hidden;
  text-overflow: ellipsis;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  text-decoration-color: ${({ theme }) => theme.colors.borderStrong};
  text-underline-offset: 3px;
  cursor: pointer;

  @media (min-width: 1024px) {
    white-space: normal;
    overflow-wrap: anywhere;
    scroll-margin-top: calc(${headerRowHeight} + ${({ theme }) => theme.space(3)} + ${({ theme }) => theme.space(2)});
  }

  &:hover {
    text-decoration-color: currentColor;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-radius: 2px;
  }
`;

// A long address wraps, at its @ first, instead of widening the table: the whole address stays on
// screen. On a phone an ordinary one keeps its line (the table scrolls sideways) and only a long one wraps. At
// a desk the column gives way between its floor and its cap, so the table fits its box from 1024 px.
const EmailText = styled.span`
  display: block;
  width: max-content;
  max-width: 20em;
  white-space: normal;
  overflow-wrap: anywhere;

  @media (min-width: 1024px) {
    width: auto;
    min-width: 10em;
    max-width: 22em;
  }
`;

const NumberCell = styled.td`
  text-align: right !important;
  font-variant-numeric: tabular-nums;
`;
