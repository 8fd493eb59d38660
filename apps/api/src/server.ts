import { createServer } from 'node:net';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError, openDatabase } from './db/client';
import { boundHeapGrowth, compactHeapAfterLoad } from './platform/heap';

class PortInUseError extends Error {}

/** Fails before anything is opened, loaded or seeded when another program already listens there. */
function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(`Port ${port} on ${host} is already in use: stop the other program, or set PORT.`)
          : error,
      ),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function main() {
  boundHeapGrowth();
  const config = loadConfig();
  await assertPortFree(config.port, config.host);
  // The database opens (on a first start: its folder copied from the template, PGlite's WebAssembly
  // compiled) while the rest of the server's modules load, a second on this machine: imported here
  // rather than at the top so that both go on at once.
  const [db, { buildApp }, { APP_MODULES, ensurePlaces }, { scheduleJob }, { seedDemoData }] = await Promise.all([
    openDatabase(config.database),
    import('./app'),
    import('./modules'),
    import('./platform/jobs'),
    import('./db/seed/demo'),
  ]);
  // The places (a first start loads 60,000 of them) and the demo data are prepared while the
  // server listens: API requests wait for them (buildApp's dataReady), the health check and the
  // web app's pages do not. The first start answers in about half the time.
  let prepared!: { resolve: () => void; reject: (error: unknown) => void };
  const dataReady = new Promise<void>((resolve, reject) => (prepared = { resolve, reject }));
  const app = await buildApp({ config, db, dataReady });
  const prepareData = async () => {
    const startedLoading = Date.now();
    const places = ensurePlaces(app.ctx).then((loaded) => {
      if (loaded) app.log.info({ ms: Date.now() - startedLoading }, 'Countries, states and cities loaded.');
    });
    // Awaited below; this only keeps a failure while the seed fails first from going unhandled.
    places.catch(() => undefined);
    // The demo passwords are hashed (slow on purpose) while the places load.
    const seeded = config.seedDemo
      ? await seedDemoData(db, app.ctx.passwords, { placesLoaded: places, files: app.ctx.files })
      : null;
    await places;
    if (seeded) {
      app.log.info('Demo data seeded.');
      printDemoLogins(seeded);
    }
  };

  for (const module of APP_MODULES) {
    for (const job of module.jobs ?? []) {
      // Jobs work on the data too: not before it is ready.
      const run = () => dataReady.then(() => job.run(app.ctx));
      scheduleJob(app, { name: job.name, everyMs: job.everyMs, run });
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    prepared.resolve();
    await db.close();
    throw error;
  }
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\nTariq is running on ${url} (database: ${db.driver})\n`);
  try {
    await prepareData();
    prepared.resolve();
  } catch (error) {
    prepared.reject(error);
    await app.close().catch(() => undefined);
    await db.close();
    throw error;
  }
  // Once the data is ready: the in-memory indexes are made from it.
  const warming = Date.now();
  await Promise.all(APP_MODULES.map((module) => module.warmUp?.(app.ctx, app.log)));
  const compacted = compactHeapAfterLoad();
  console.log(
    `Warm: in-memory indexes loaded in ${Date.now() - warming} ms ` +
      `(heap compacted: ${Math.round(compacted.freedBytes / 1048576)} MB given back in ${compacted.rounds} collections).`,
  );
}

function printDemoLogins(logins: { email: string; role: string }[]) {
  const lines = logins.map((login) => `  ${login.email.padEnd(26)} ${login.role}`);
  console.log(`\nDemo accounts (password: Tariq-demo-2026):\n${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof PortInUseError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
