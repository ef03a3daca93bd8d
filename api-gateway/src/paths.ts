import fs from 'node:fs';
import path from 'node:path';

const PACKAGE_NAME = '@forkcast/api-gateway';

/**
 * The gateway's package folder, found by walking up from this file. It works the same from `src/`
 * (tsx, jest) and from the bundled `dist/server.js`, so data, migrations and the static root can be
 * resolved without depending on the working directory.
 */
export function findPackageRoot(startDir: string = __dirname): string {
  let dir = startDir;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const { name } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === PACKAGE_NAME) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${PACKAGE_NAME} package folder above ${startDir}`);
    dir = parent;
  }
}

export const packageRoot = findPackageRoot();
/** Versioned SQL written by drizzle-kit; read from disk at start, never bundled. */
export const migrationsFolder = path.join(packageRoot, 'drizzle');
