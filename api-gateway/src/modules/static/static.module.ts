import type { Router } from 'express';
import type { AppConfig } from '../../config';
import type { Logger } from '../../logger';
import { createStaticRouter } from './static.router';

export interface StaticModule {
  /** The built front end's files and the federation manifest; any other request goes on (to the pages). */
  router: Router;
}

export function createStaticModule({ config, logger }: { config: AppConfig; logger: Logger }): StaticModule {
  return { router: createStaticRouter({ ...config, warn: (message) => logger.warn(message) }) };
}
