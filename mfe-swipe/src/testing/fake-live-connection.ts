// One fake for every package: it lives with the other test helpers in shared-ui.
export { FakeLiveConnection, createStoreWithLive } from '@forkcast/shared-ui/testing';
