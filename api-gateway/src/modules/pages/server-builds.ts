import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ShellPagesModule, SwipeRoomRendererModule } from '@forkcast/contracts';

/** The shell's server build in its build folder (shell/build/server-pages.js). */
export const SHELL_PAGES_FILE = path.join('shell', 'dist', 'server', 'pages.mjs');
/** The swipe room's server build in the remote's served folder (mfe-swipe/build/swipe-room-renderer.js). */
export const SWIPE_ROOM_FILE = path.join('server', 'swipe-room.mjs');

/**
 * A server build (an ES module built by shared-ui/build-preset/server-build.js), loaded with a plain import()
 * and loaded again when its file changes: a rebuild, or a remote published or rolled back (another folder),
 * takes effect without a restart. Resolves to null when there is no such file (not built, a remote's dev
 * build); rejects when the file does not load or lacks what the pages need (until the file changes).
 */
export class ServerBuild<T> {
  private loaded: { file: string; mtimeMs: number; module: Promise<T> } | null = null;

  constructor(private readonly check: (module: Partial<T>) => module is T) {}

  async load(file: string): Promise<T | null> {
    let mtimeMs: number;
    try {
      ({ mtimeMs } = await fs.promises.stat(file));
    } catch {
      return null;
    }
    if (this.loaded?.file !== file || this.loaded.mtimeMs !== mtimeMs) {
      // The version in the URL makes a changed file a new module (import() keeps one per URL for good).
      const module = (import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<Partial<T>>).then((loaded) => {
        if (!this.check(loaded)) throw new Error(`${file} does not export what the pages need`);
        return loaded;
      });
      module.catch(() => undefined);
      this.loaded = { file, mtimeMs, module };
    }
    return this.loaded.module;
  }
}

export const shellPagesBuild = () =>
  new ServerBuild<ShellPagesModule>((module): module is ShellPagesModule =>
    (['landing', 'home', 'swipeRoom', 'app', 'sharedResult'] as const).every((page) => typeof module[page] === 'function'),
  );

export const swipeRoomBuild = () =>
  new ServerBuild<SwipeRoomRendererModule>((module): module is SwipeRoomRendererModule => typeof module.renderSwipeRoom === 'function');
