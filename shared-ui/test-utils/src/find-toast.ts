import { screen, within } from '@testing-library/react';

/**
 * The toast on screen (one at a time, docs/product.md › Limits and constants): the toaster's region holds
 * it as a list item. `hidden: true` because an open modal dialog marks everything outside it aria-hidden,
 * the toaster included (Radix Toast still announces through its own live region, added to the page after
 * the dialog opened).
 */
export async function findToast(): Promise<HTMLElement> {
  const region = screen.getByRole('region', { name: /Notifications/, hidden: true });
  return within(region).findByRole('listitem', { hidden: true });
}
