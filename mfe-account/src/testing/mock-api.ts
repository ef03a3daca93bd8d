// The shared fetch stubs and fixtures (test-utils/src/mock-api.ts).
export * from '@forkcast/test-utils/mock-api';
