// Entry of the `@forkcast/shared-ui/contracts` subpath: the schemas and types gateway and front end share.
export * from './user';
export * from './auth';
export * from './remotes';
export * from './admin';
export * from './subscription';
export * from './notification';
export * from './opening-status';
export * from './restaurant';
export * from './session';
export * from './partnership';
export * from './swipe';
export * from './live-events';
export * from './favorite';
export * from './spotlight';
export * from './ai';
