const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A recent session's day, 'Nov 27', in local time, as Intl.DateTimeFormat('en-US', { month: 'short', day:
 * 'numeric' }) writes it; '' for a date that does not parse. Not Intl itself: building that format loads
 * locale data, 60 ms of home's first render under Lighthouse's 4x slowdown.
 */
export function formatSessionDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${MONTHS[date.getMonth()]} ${date.getDate()}`;
}
