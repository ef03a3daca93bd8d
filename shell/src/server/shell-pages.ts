// The entry of the shell's server build (dist/server/pages.mjs, built by build/server-pages.js), which the
// gateway imports: every page, with this build's templates.
import { createPages, type PageTemplates } from './pages';

/** Put in by build/server-pages.js: the template of each page, with the scripts of the same build. */
declare const __SHELL_PAGE_TEMPLATES__: PageTemplates;

export const { landing, home, swipeRoom, app, sharedResult } = createPages(__SHELL_PAGE_TEMPLATES__);
