import path from 'node:path';
import { loadConfig } from '../config';
import { createDatabase, isPgliteInUse, pgliteDir } from '../db/create-database';
import { AdminRepository } from '../modules/admin/admin.repository';
import { AdminService } from '../modules/admin/admin.service';
import { ADMIN_EXIT, ADMIN_USAGE, parseAdminArgs, runAdminCommand } from './admin-command';

const terminal = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };

/**
 * `npm run admin -w @forkcast/api-gateway -- grant <email> | revoke <email> | list`: the stored admin
 * flag of existing users, through the same config and database code as the server (migrations included).
 */
async function main(argv: readonly string[]): Promise<number> {
  const command = parseAdminArgs(argv);
  if ('error' in command) {
    console.error(command.error);
    console.error(ADMIN_USAGE);
    return ADMIN_EXIT.usage;
  }
  if (command.name === 'help') {
    console.log(ADMIN_USAGE);
    return ADMIN_EXIT.ok;
  }

  const config = loadConfig(process.env);
  if (!config.databaseUrl && isPgliteInUse(config)) {
    console.error(
      `The embedded database in ${pgliteDir(config)} is open in another process (a running gateway?). ` +
        `Stop it and run this again. If nothing is running, a crash left ${path.join(pgliteDir(config), 'postmaster.pid')} behind: delete that file.`,
    );
    return ADMIN_EXIT.failed;
  }
  const database = await createDatabase(config);
  const label = database.engine === 'postgres' ? 'the PostgreSQL database (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  try {
    return await runAdminCommand(command, new AdminService(new AdminRepository(database.db), config.adminEmails), terminal, label);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('admin command failed:', error instanceof Error ? error.message : error);
    process.exitCode = ADMIN_EXIT.failed;
  },
);
