// Entry of the `@forkcast/contracts` subpath: the zod schemas and types gateway and front end share.
// Each file also re-exports its zod-free rules and constants from ../domain, so the gateway has one import.
// Front-end code on the first screens imports only types from here (`import type`) and values from
// `@forkcast/contracts/domain`: a value import from here downloads zod.
export * from './user';
export * from './auth';
export * from './remotes';
export * from './admin';
export * from './subscription';
export * from './notification';
export * from './opening-status';
export * from './restaurant';
export * from './restaurant-availability';
export * from './session';
export * from './partnership';
export * from './swipe';
export * from './live-events';
export * from './favorite';
export * from './spotlight';
export * from './ai';
export * from '../domain/photo';
export * from './push';
export * from '../domain/paths';
export * from '../domain/product';
export * from './guest';
