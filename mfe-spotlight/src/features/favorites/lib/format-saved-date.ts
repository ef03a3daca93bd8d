const SAVED_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Saved Jan 5, 2025' (spec's short date), in the viewer's time zone; a bad timestamp reads '-'. */
export function formatSavedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : SAVED_DATE.format(date);
}
