// Shared with the gateway's Google sign-in, which keeps the same return path (shared-ui/contracts/src/domain/return-path.ts).
export { RETURN_TO_PARAM, safeReturnPath, signInPath } from '@forkcast/contracts/domain';
