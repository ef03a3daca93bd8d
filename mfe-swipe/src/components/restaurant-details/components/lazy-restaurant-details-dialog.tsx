import { Suspense, lazy, useState } from 'react';
import type { RestaurantDetailsDialogProps } from './restaurant-details-dialog';

const RestaurantDetailsDialog = lazy(() =>
  import('./restaurant-details-dialog').then((module) => ({ default: module.RestaurantDetailsDialog })),
);

/**
 * The details dialog as the screens place it: nothing until it first opens, then RestaurantDetailsDialog,
 * whose code is fetched at that moment. A screen (the first swipe card above all) shows without waiting
 * for a dialog the user may never open.
 */
export function LazyRestaurantDetailsDialog(props: RestaurantDetailsDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <RestaurantDetailsDialog {...props} />
    </Suspense>
  );
}
