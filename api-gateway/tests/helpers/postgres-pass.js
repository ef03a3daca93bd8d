// setupFiles of the PostgreSQL project in the root jest.config.js: what `TEST_DB=postgres` does for
// `npm run test:pg`, for one test file (tests/helpers/test-database.ts reads it when the file loads it).
process.env.TEST_DB = 'postgres';
