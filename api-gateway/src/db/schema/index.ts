// Every feature's tables, one file each. drizzle-kit reads this file; add new feature files here.
export * from './users';
export * from './auth';
export * from './http-sessions';
export * from './mail';
export * from './partnerships';
export * from './swipe-sessions';
export * from './notifications';
export * from './restaurant-cache';
export * from './favorites';
export * from './spotlight';
export * from './ai-cache';
export * from './billing';
export * from './push';
export * from './guests';
export * from './session-shares';
