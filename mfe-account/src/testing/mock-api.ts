// The shared fetch stubs and fixtures (shared-ui/src/testing/mock-api.ts).
export * from '@forkcast/shared-ui/testing/mock-api';
