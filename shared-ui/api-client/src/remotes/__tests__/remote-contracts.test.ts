/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  checkRemoteContracts,
  formatViolation,
  loadRemotes,
  type ContractViolation,
  type RemoteUnderTest,
} from './support/check-remote-contracts';

// Builds a TypeScript program over every remote's exposed modules: slower than a unit test, well under 30 s.
jest.setTimeout(60_000);

const remotes = loadRemotes();
const account = remotes.find((remote) => remote.name === 'mfe_account')!;

/** mfe_account with './AddPartnerDialog' served by an in-memory module instead of the real one. */
function accountExposingDialog(source: string): { remotes: RemoteUnderTest[]; files: Record<string, string> } {
  const probe = 'src/__contract-probe__/add-partner-dialog.tsx';
  const changed = { ...account, exposes: { ...account.exposes, './AddPartnerDialog': `./${probe}` } };
  return { remotes: [changed], files: { [path.join(account.dir, probe)]: source } };
}

const lines = (violations: ContractViolation[]) => violations.map(formatViolation);

describe('remote contracts (version skew)', () => {
  it('each remote is configured under its registered name and exposes at least its routes', () => {
    expect(remotes.map((remote) => remote.name)).toEqual(['mfe_swipe', 'mfe_spotlight', 'mfe_account', 'mfe_admin']);
    for (const remote of remotes) expect(Object.keys(remote.exposes)).toContain('./routes');
  });

  it("every module every remote exposes has a contract and type-checks against the shell's contract", () => {
    expect(lines(checkRemoteContracts(remotes))).toEqual([]);
  });

  it('reports a changed prop type, naming the remote, the exposed module and the prop', () => {
    const { remotes: changed, files } = accountExposingDialog(`
      import type { AddPartnerDialogProps } from '@forkcast/api-client/remotes';
      type Props = Omit<AddPartnerDialogProps, 'userId'> & { userId: number };
      export default function AddPartnerDialog({ userId }: Props) {
        return <p>{userId.toFixed(0)}</p>;
      }
    `);
    const violations = checkRemoteContracts(changed, { files });
    expect(violations).toEqual([
      expect.objectContaining({ kind: 'breaks-contract', remote: 'mfe_account', exposed: './AddPartnerDialog' }),
    ]);
    expect(violations[0]!.message).toMatch(/userId/);
    expect(violations[0]!.message).toMatch(/string.*number|number.*string/s);
  });

  it('reports a remote component that now requires a prop the shell does not pass', () => {
    const { remotes: changed, files } = accountExposingDialog(`
      import type { AddPartnerDialogProps } from '@forkcast/api-client/remotes';
      export default function AddPartnerDialog(props: AddPartnerDialogProps & { source: 'home' | 'settings' }) {
        return <p>{props.source}</p>;
      }
    `);
    const violations = checkRemoteContracts(changed, { files });
    expect(violations).toHaveLength(1);
    expect(formatViolation(violations[0]!)).toMatch(/^mfe_account \.\/AddPartnerDialog — .*breaks its contract: .*source/s);
  });

  it('accepts a compatible change: an optional new prop, or a prop the component ignores', () => {
    const { remotes: changed, files } = accountExposingDialog(`
      export default function AddPartnerDialog(props: { open: boolean; userId: string; compact?: boolean }) {
        return props.open ? <p>{props.userId}</p> : null;
      }
    `);
    expect(lines(checkRemoteContracts(changed, { files }))).toEqual([]);
  });

  it('reports a routes module that stops exporting routes in the contract shape', () => {
    const routesFile = path.join(account.dir, account.exposes['./routes']!);
    const original = fs.readFileSync(routesFile, 'utf8');
    const renamed = original.replace(/export const routes\b/, 'export const screens');
    expect(renamed).not.toBe(original);
    const violations = checkRemoteContracts([account], { files: { [routesFile]: renamed } });
    expect(violations.map((v) => [v.kind, v.remote, v.exposed])).toContainEqual(['breaks-contract', 'mfe_account', './routes']);
    expect(violations.some((v) => /routes/.test(v.message))).toBe(true);
  });

  it('reports the real component once its props drift, even though its expose file pins the contract type', () => {
    const component = path.join(account.dir, 'src/features/partners/components/add-partner-dialog.tsx');
    const original = fs.readFileSync(component, 'utf8');
    const drifted = original.replace(/\}: AddPartnerDialogProps\)/, "}: Omit<AddPartnerDialogProps, 'open'> & { open: 'yes' | 'no' })");
    expect(drifted).not.toBe(original);
    const violations = checkRemoteContracts([account], { files: { [component]: drifted } });
    expect(violations.length).toBeGreaterThan(0);
    expect(violations.every((v) => v.remote === 'mfe_account' && v.exposed === './AddPartnerDialog')).toBe(true);
  });

  it('fails a newly exposed module that has no contract, and a contract whose module is no longer exposed', () => {
    const extra = { ...account, exposes: { ...account.exposes, './PartnerBadge': './src/routes.tsx' } };
    expect(checkRemoteContracts([extra]).map((v) => [v.kind, v.exposed])).toEqual([['no-contract', './PartnerBadge']]);
    expect(formatViolation(checkRemoteContracts([extra])[0]!)).toBe(
      "mfe_account ./PartnerBadge — exposes ./PartnerBadge but ExposedModuleContracts['mfe_account'] has no contract for it",
    );

    const { './AddPartnerDialog': _dropped, ...rest } = account.exposes;
    const violations = checkRemoteContracts([{ ...account, exposes: rest }]);
    expect(violations.map((v) => v.kind)).toEqual(['not-exposed']);
    expect(violations[0]!.message).toMatch(/\.\/AddPartnerDialog/);
  });
});
