import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from './context';
import type { TAdjustableClock } from './clock';
import type { TAppModule } from './modules';

/**
 * `POST /api/dev/clock` (`DEV_CLOCK=on`, never in production): moves the app's clock forward and
 * runs every job once, so that what time decides (a private offer's cascade, a tacit acceptance, an
 * expiry) shows at once on a developer's machine and in the browser tests.
 */
export async function devClockRoutes(
  app: FastifyInstance,
  options: { clock: TAdjustableClock; modules: readonly TAppModule[]; ctx: () => TAppContext },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/dev/clock',
    {
      schema: {
        hide: true,
        body: z.object({
          advanceMinutes: z
            .number()
            .int()
            .min(1)
            .max(7 * 24 * 60),
        }),
        response: { 200: z.object({ now: z.string(), handled: z.number() }) },
      },
    },
    async (request) => {
      const now = options.clock.advance(request.body.advanceMinutes * 60_000);
      let handled = 0;
      for (const module of options.modules) {
        for (const job of module.jobs ?? []) handled += await job.run(options.ctx());
      }
      return { now: now.toISOString(), handled };
    },
  );
}
