// Entry of the `@forkcast/contracts/domain` subpath: the product's rules and constants without zod, so a
// screen can use them without downloading the schema library. Types come from `@forkcast/contracts`
// (`import type`, erased at build); contracts re-exports all of this for the gateway.
export * from './user';
export * from './auth';
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
export * from './photo';
export * from './push';
export * from './return-path';
export * from './paths';
export * from './product';
export * from './plural';
export * from './format-date';
export * from './guest';
