import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig, Config } from './config';

const SECRET_FILE = 'session-secret';

/**
 * The side-effecting half of configuration, run once by server.ts: create the data dir and, outside
 * production, reuse (or create) a random session secret stored there so restarts keep sessions.
 */
export async function resolveRuntimeConfig(config: Config): Promise<AppConfig> {
  await fs.mkdir(config.dataDir, { recursive: true });
  if (config.sessionSecret) return { ...config, sessionSecret: config.sessionSecret };

  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return { ...config, sessionSecret: stored };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const generated = crypto.randomBytes(48).toString('base64url');
  await fs.writeFile(file, `${generated}\n`, { mode: 0o600 });
  return { ...config, sessionSecret: generated };
}
