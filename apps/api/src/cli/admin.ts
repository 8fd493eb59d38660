/**
 * `npm run admin -- create <email>`: makes a platform staff account and prints its one-time
 * password (issue 26). Works on the database `npm start` uses (DATA_DIR, or DATABASE_URL); with
 * PGlite, the server must be stopped first (one process per data folder).
 */
import { loadConfig } from '../config';
import { DataDirLockedError, openDatabase } from '../db/client';
import { AdminExistsError, createPlatformAdmin } from '../modules/accounts';
import { createPasswordHasher } from '../platform/passwords';

const USAGE = 'Usage: npm run admin -- create <email>';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function runAdminCommand(args: readonly string[], out: (line: string) => void): Promise<number> {
  const [command, email, ...rest] = args;
  if (command !== 'create' || !email || rest.length > 0) {
    out(USAGE);
    return 2;
  }
  if (!EMAIL.test(email)) {
    out(`"${email}" is not an e-mail address.\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  let db;
  try {
    db = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      out(`${error.message}\nStop the server first: it holds the data folder.`);
      return 1;
    }
    throw error;
  }
  try {
    const created = await createPlatformAdmin(db, createPasswordHasher(config.passwordHashing), { email });
    out(
      [
        `Platform admin created: ${created.email}`,
        `One-time password: ${created.password}`,
        'It is shown once: log in, then change it under Mon compte › Mot de passe et sécurité.',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof AdminExistsError) {
      out(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdminCommand(process.argv.slice(2), (line) => console.log(line)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
