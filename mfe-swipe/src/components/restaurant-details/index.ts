// The restaurant details dialog as the swipe screens use it (match, no match, solo, swipe). The dialog itself
// is loaded lazily by LazyRestaurantDetailsDialog.
export { LazyRestaurantDetailsDialog } from './components/lazy-restaurant-details-dialog';
export { useDetailsDialog } from './hooks/use-details-dialog';
export { useRestaurantInsights } from './api/get-restaurant-insights';
export { safeWebsiteHref } from './lib/website-label';
