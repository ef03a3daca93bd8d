import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { packageRoot } from '../../../src/paths';

const SOURCES = [path.join(packageRoot, 'src'), path.join(packageRoot, '../shared-ui/contracts/src')];

/**
 * The gateway's current source as one CommonJS file (what tsup makes for dist/, built here because CI
 * runs the tests before the build), cached by the sources' sizes and times. It starts in about a second,
 * where tsx compiles for several. It lives under node_modules/.cache so npm packages resolve as from src.
 */
export async function gatewayBundle(): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const dir of SOURCES) {
    for (const file of (fs.readdirSync(dir, { recursive: true }) as string[]).sort()) {
      const stat = fs.statSync(path.join(dir, file));
      if (stat.isFile()) hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  const folder = path.join(packageRoot, 'node_modules/.cache/forkcast-reliability');
  const outfile = path.join(folder, `server-${hash.digest('hex').slice(0, 16)}.cjs`);
  if (fs.existsSync(outfile)) return outfile;
  fs.mkdirSync(folder, { recursive: true });
  const partial = `${outfile}.${process.pid}.tmp`;
  await build({
    entryPoints: [path.join(packageRoot, 'src/server.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'error',
    plugins: [
      {
        // npm packages stay external; the workspace's TypeScript (@forkcast/*) is bundled, as in tsup.config.ts.
        name: 'external-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@forkcast/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // Atomic: a parallel test file never starts a half-written bundle.
  fs.renameSync(partial, outfile);
  // Bundles of older sources are never used again.
  for (const old of fs.readdirSync(folder)) {
    if (old.endsWith('.cjs') && path.join(folder, old) !== outfile) fs.rmSync(path.join(folder, old), { force: true });
  }
  return outfile;
}
