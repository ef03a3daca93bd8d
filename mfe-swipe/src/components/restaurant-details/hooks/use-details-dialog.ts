import { useCallback, useState } from 'react';
import type { RestaurantDetailsDialogProps } from '../components/restaurant-details-dialog';

/**
 * State for a screen that opens the details dialog from several places (a list of cards). The last
 * place stays set while the dialog closes, so its title doesn't change under the closing dialog.
 */
export function useDetailsDialog() {
  const [state, setState] = useState<{ restaurantId: string; open: boolean }>({ restaurantId: '', open: false });
  const openDetails = useCallback((restaurantId: string) => setState({ restaurantId, open: true }), []);
  const onOpenChange = useCallback((open: boolean) => setState((current) => ({ ...current, open })), []);
  const dialogProps: Pick<RestaurantDetailsDialogProps, 'open' | 'onOpenChange' | 'restaurantId'> = {
    open: state.open,
    onOpenChange,
    restaurantId: state.restaurantId,
  };
  return { openDetails, dialogProps };
}
