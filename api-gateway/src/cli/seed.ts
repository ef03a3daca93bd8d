import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase, isPgliteInUse, pgliteDir } from '../db/create-database';
import { users } from '../db/schema';
import { createLogger } from '../logger';
import { DevOutboxMailer } from '../modules/mail/dev-outbox-mailer';
import { DevOutboxRepository } from '../modules/mail/dev-outbox.repository';
import { resolveRuntimeConfig } from '../runtime-config';
import { SEED_MARKER_EMAIL, seedDemoData, seedRefusal } from './seed-demo-data';

/**
 * `npm run seed`: demo accounts and their data on the configured development database (the embedded one in
 * FORKCAST_DATA_DIR, or DATABASE_URL), through the gateway's API on an in-process server that listens on
 * 127.0.0.1 for the run only. Exit codes: 0 seeded (or already seeded), 1 failed, 2 refused.
 */
async function main(): Promise<number> {
  // Before the configuration is read: a production one refuses to load without its secrets, with a less useful message.
  const early = seedRefusal({ isProduction: process.env.NODE_ENV === 'production', databaseUrl: undefined });
  if (early) {
    console.error(early);
    return 2;
  }
  // Its own sign-ins only: 32 accounts from one address is past the shipped per-address code limits.
  const env = {
    ...process.env,
    OTP_REQUESTS_PER_IP: '100000',
    OTP_VERIFY_PER_IP: '100000',
    REDIS_URL: '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const loaded = loadConfig(env);
  const refusal = seedRefusal(loaded);
  if (refusal) {
    console.error(refusal);
    return 2;
  }
  if (!loaded.databaseUrl && isPgliteInUse(loaded)) {
    console.error(
      `The embedded database in ${pgliteDir(loaded)} is open in another process (a running gateway?). Stop it and run this again. ` +
        `If nothing is running, a crash left ${path.join(pgliteDir(loaded), 'postmaster.pid')} behind: delete that file.`,
    );
    return 1;
  }
  const config = await resolveRuntimeConfig(loaded);
  const database = await createDatabase(config);
  const logger = createLogger(config);
  // Codes go to the dev outbox whatever SMTP is configured: the seed reads them there, and mails nobody.
  const forkcast = createApp({ config, database, logger, mailer: new DevOutboxMailer(new DevOutboxRepository(database.db), logger, true) });
  const where = config.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  try {
    console.log(`Seeding ${where}…`);
    const isSeeded = async () =>
      (await database.db.select({ id: users.id }).from(users).where(eq(users.email, SEED_MARKER_EMAIL))).length > 0;
    const summary = await seedDemoData(forkcast.app, isSeeded);
    console.log(
      summary.alreadySeeded
        ? `Already seeded (${SEED_MARKER_EMAIL} exists): nothing written.`
        : `Seeded ${summary.accounts.length} accounts, ${summary.sessions} finished sessions (${summary.matches} matches), favourites from the solo likes, ${summary.spotlight} Spotlight entries.`,
    );
    console.log('');
    for (const account of summary.accounts) {
      const partner = summary.accounts.find((other) => other.firstName === account.partner);
      const plan = account.plan === 'free' && partner && partner.plan !== 'free' ? 'free, premium shared by partner' : account.plan;
      console.log(`  ${account.email.padEnd(32)} ${plan}${account.partner ? `, partner ${account.partner}` : ''}`);
    }
    const example = summary.accounts[0]!.email;
    console.log('');
    console.log(`Sign in as one of them by e-mail code: start the gateway (npm run dev -w @forkcast/api-gateway), enter ${example}`);
    console.log(
      `on the sign-in page, and read the code from the dev outbox: curl 'http://localhost:${config.port}/api/dev/outbox?to=${example}'`,
    );
    console.log(`(a remote's dev harness reads it for you: type the address in its Sign in field). Admin: add it to ADMIN_EMAILS, or`);
    console.log(`npm run admin -w @forkcast/api-gateway -- grant ${example}`);
    return 0;
  } finally {
    forkcast.close();
    await forkcast.live.close();
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('seed failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
