/**
 * How every screen writes a date, in the viewer's time zone, exactly as Intl.DateTimeFormat('en-US') writes the
 * same fields:
 * - 'month-day'  → 'Nov 27' (home's recent sessions)
 * - 'short'      → 'Jan 5, 2025' (a favourite's Saved date)
 * - 'long'       → 'January 5, 2025' (the subscription's renewal)
 * - 'short-time' → 'Jan 5, 2025, 12:00 PM' (admin: accounts made the same day differ)
 * Not Intl itself: building a format loads locale data, 60 ms of home's first render under Lighthouse's 4x
 * slowdown, and one per table row was measurable in the admin's thousands of rows.
 */
export type DateStyle = 'month-day' | 'short' | 'long' | 'short-time';

/** What a missing or unreadable date reads as, on every screen (docs/product.md › Screens › Settings: 'N/A'). */
export const NO_DATE = 'N/A';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function clock(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

export function formatDate(value: string | null | undefined, style: DateStyle): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return NO_DATE;
  const month = MONTHS[date.getMonth()]!;
  const monthDay = `${style === 'long' ? month : month.slice(0, 3)} ${date.getDate()}`;
  if (style === 'month-day') return monthDay;
  const withYear = `${monthDay}, ${date.getFullYear()}`;
  return style === 'short-time' ? `${withYear}, ${clock(date)}` : withYear;
}
