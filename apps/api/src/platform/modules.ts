import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { TAppContext } from './context';

/** A periodic job of a module, scheduled by the server on every instance (each is safe to run at once on several). */
export type TModuleJob = {
  name: string;
  everyMs: number;
  /** Answers how many items it handled (logged when not 0). */
  run(ctx: TAppContext): Promise<number>;
};

/**
 * What a module gives the app, exported by its `index.ts`: `app.ts` registers the routes of every
 * module in the list's order, `server.ts` schedules their jobs. `setup` runs once per app before
 * the routes, for what the module listens to (another module's events).
 */
export type TAppModule = {
  name: string;
  routes?: FastifyPluginAsync;
  jobs?: readonly TModuleJob[];
  setup?(ctx: TAppContext): void;
  /**
   * Run by `server.ts` once the server listens (never in tests): loads what the module keeps in
   * memory, so that the first requests find it ready. Requests made meanwhile are served anyway.
   */
  warmUp?(ctx: TAppContext, log: FastifyBaseLogger): Promise<void>;
};

/**
 * State one app instance keeps for a module (answer caches, event handlers): made on first use and
 * held by the app's context, so two apps in one process (tests, a second instance) never share it,
 * and it goes with the app.
 */
export type TInstanceState<T> = { of(ctx: Pick<TAppContext, 'instanceState'>): T };

export function defineInstanceState<T>(name: string, create: (ctx: TAppContext) => T): TInstanceState<T> {
  const key = Symbol(name);
  return {
    of(ctx) {
      const store = ctx.instanceState;
      if (!store.has(key)) store.set(key, create(ctx as TAppContext));
      return store.get(key) as T;
    },
  };
}
