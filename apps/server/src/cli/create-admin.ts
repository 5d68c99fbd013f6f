/**
 * Creates an ADMIN account, or promotes an existing account to ADMIN:
 *   npm run create-admin -- --email admin@example.com --password '<a long secret>' [--username Admin]
 * On the embedded database the app must be stopped first (PGlite allows one process per directory);
 * with DATABASE_URL it works while the app runs.
 */
import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema, usernameSchema } from '@paywise/domain/contracts/auth';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { acquireDataDirLock, DataDirBusyError } from '../db/data-dir-lock';
import { isCommonPassword } from '../modules/accounts/common-passwords';
import { hashPassword } from '../modules/accounts/password';
import { findUserByEmail, insertUser, promoteToAdmin } from '../modules/accounts/repo';

const USAGE =
  'Usage: npm run create-admin -- --email <email> --password <password> [--username <name>]\n' +
  '  Creates an ADMIN account, or promotes the account with that email to ADMIN (and sets the password if given).';

class UsageError extends Error {}

function readArguments(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        username: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return null;
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0].message}`);
  let password: string | undefined;
  if (values.password !== undefined) {
    const parsed = newPasswordSchema.safeParse(values.password);
    if (!parsed.success) throw new UsageError(`--password: ${parsed.error.issues[0].message}`);
    if (isCommonPassword(parsed.data)) throw new UsageError('--password: this password is too common.');
    password = parsed.data;
  }
  let username: string | undefined;
  if (values.username !== undefined) {
    const parsed = usernameSchema.safeParse(values.username);
    if (!parsed.success) throw new UsageError(`--username: ${parsed.error.issues[0].message}`);
    username = parsed.data;
  }
  return { email: email.data, password, username };
}

async function main(): Promise<number> {
  let args;
  try {
    args = readArguments(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      return 1;
    }
    throw error;
  }
  if (!args) {
    console.log(USAGE);
    return 0;
  }

  const config = loadConfig();
  // Never open a PGlite directory another process holds: that would corrupt it.
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase(config);
    try {
      const existing = await findUserByEmail(database.db, args.email);
      if (existing) {
        await promoteToAdmin(database.db, existing.id, {
          username: args.username,
          // A new password ends the account's existing sessions, as a password change does.
          passwordHash: args.password ? await hashPassword(args.password) : undefined,
        });
        const what = args.password ? ' and set its password' : '';
        console.log(`Promoted ${existing.email} (id ${existing.id}) to ADMIN${what}.`);
        return 0;
      }
      if (!args.password) {
        console.error(
          `No account with email ${args.email} exists: --password is needed to create it.\n${USAGE}`,
        );
        return 1;
      }
      const created = await insertUser(database.db, {
        username: args.username ?? 'Admin',
        email: args.email,
        passwordHash: await hashPassword(args.password),
        role: 'ADMIN',
      });
      console.log(`Created ADMIN account ${created.email} (id ${created.id}).`);
      return 0;
    } finally {
      await database.close();
    }
  } finally {
    releaseLock();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirBusyError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
