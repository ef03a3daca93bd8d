import { LiveSocket, type LiveConnection } from '@forkcast/live-store';

/** The tab's one live connection: the real socket. Its own module so tests swap it for a fake with jest.mock. */
export function createLiveConnection(): LiveConnection {
  return new LiveSocket();
}
