import type { FastifyInstance } from 'fastify';

export type TJob = {
  name: string;
  everyMs: number;
  /** Answers how many items it handled (logged when not 0). */
  run(): Promise<number>;
};

/**
 * Runs a job on a timer in this process. Jobs are written to be safe with several instances
 * running them at once (`FOR UPDATE SKIP LOCKED`), so every instance may schedule them. A run
 * never overlaps the previous one; the timer stops when the app closes.
 */
export function scheduleJob(app: FastifyInstance, job: TJob): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job
      .run()
      .then((handled) => {
        if (handled > 0) app.log.info({ job: job.name, handled }, 'job done');
      })
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => {
        running = false;
      });
  }, job.everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
