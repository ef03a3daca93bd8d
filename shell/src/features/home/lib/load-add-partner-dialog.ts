import { loadFromRemote } from '../../../lib/remotes';
import type { AddPartnerDialogModule } from '@forkcast/api-client/remotes';

/**
 * Fetches mfe_account's Add Partner dialog at run time (the remote's entry comes from
 * /mfe-manifest.json). Rejects when the remote is down, so the caller can contain the failure.
 */
export async function loadAddPartnerDialog(): Promise<AddPartnerDialogModule> {
  const mod = await loadFromRemote<AddPartnerDialogModule>('mfe_account/AddPartnerDialog');
  if (!mod?.default) throw new Error('mfe_account/AddPartnerDialog did not load');
  return mod;
}
