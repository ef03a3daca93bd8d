/** docs/product.md › Screens › Settings: a date like January 5, 2025, or N/A when there is none. */
export function formatBillingDate(iso: string | null): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}
