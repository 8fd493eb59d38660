// Runs the API suite against the PostgreSQL server named by DATABASE_URL.
// Each test app works in a throw-away database on that server, dropped when it closes.
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.error(
    'test:pg needs DATABASE_URL, e.g.\n' +
      '  createdb -h 127.0.0.1 -U postgres tariq_test\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/tariq_test npm run test:pg',
  );
  process.exit(2);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
