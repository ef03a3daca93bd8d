import pino, { type Logger } from 'pino';
import type { Config } from './config';

export type { Logger };

/** JSON logs in production; pretty single lines in development when pino-pretty is installed. */
export function createLogger(config: Pick<Config, 'logLevel' | 'isProduction' | 'nodeEnv'>): Logger {
  const pretty = !config.isProduction && config.nodeEnv !== 'test' && canResolve('pino-pretty');
  return pino({
    level: config.logLevel,
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}

function canResolve(moduleName: string): boolean {
  try {
    require.resolve(moduleName);
    return true;
  } catch {
    return false;
  }
}
