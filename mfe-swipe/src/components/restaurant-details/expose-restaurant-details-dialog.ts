import type { RestaurantDetailsDialogModule } from '@forkcast/api-client/remotes';
import { RestaurantDetailsDialog } from './components/restaurant-details-dialog';

// The module behind mfe_swipe/RestaurantDetailsDialog. Typed against the shared contract so a host's
// lazy import and this component cannot drift apart.
const exposed: RestaurantDetailsDialogModule = { default: RestaurantDetailsDialog };
export default exposed.default;
