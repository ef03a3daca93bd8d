import type { AddPartnerDialogModule } from '@forkcast/api-client/remotes';
import { AddPartnerDialog } from './components/add-partner-dialog';

// The module behind mfe_account/AddPartnerDialog. Typed against the shared contract so the host's
// lazy import and this component cannot drift apart.
const exposed: AddPartnerDialogModule = { default: AddPartnerDialog };
export default exposed.default;
