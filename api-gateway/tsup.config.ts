import { defineConfig } from 'tsup';

// One CommonJS file per entry for node20. The @forkcast/contracts sources are TypeScript source, so they are bundled;
// every npm dependency stays external and is resolved from node_modules at run time.
// SQL migrations are not bundled: they are read from ../drizzle relative to the package root.
export default defineConfig({
  // admin.js: the admin CLI (`node dist/admin.js grant <email>` where tsx is not installed).
  entry: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outDir: 'dist',
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  noExternal: [/^@forkcast\//],
  sourcemap: true,
  clean: true,
  splitting: false,
});
