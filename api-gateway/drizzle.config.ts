import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @forkcast/api-gateway` writes a new versioned migration into ./drizzle after a
// schema change. The same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
