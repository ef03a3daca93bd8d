import { screen, within } from '@testing-library/react';

/** The one toast on screen (docs/product.md › Limits and constants: one at a time). includeHidden: a modal dialog hides the rest from queries. */
export async function findToast(): Promise<HTMLElement> {
  const region = screen.getByRole('region', { name: /Notifications/, hidden: true });
  return within(region).findByRole('listitem', { hidden: true });
}
