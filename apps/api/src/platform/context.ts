import type { TSessionUser } from '@tariq/contracts';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import type { TClock } from './clock';
import type { TTokenService } from './auth/tokens';
import type { TLoginThrottle } from './auth/login-throttle';
import type { TAuth } from './auth/auth.plugin';
import type { TSessionCache } from './auth/session-cache';
import type { TExternalHub } from './hub/external-hub';
import type { THub } from './hub/hub';
import type { TPubSub } from './pubsub';
import type { TMailer } from './mail';
import type { TFileStorage } from './storage';
import type { TPasswordHasher } from './passwords';

/** A logged user's session: the request's identity and the session user of spec 000 §3. */
export type TSessionRecord = { auth: TAuth; user: TSessionUser };

/** What services need from the platform, built once in buildApp and handed to every module. */
export type TAppContext = {
  config: TConfig;
  db: TDatabase;
  clock: TClock;
  tokens: TTokenService;
  loginThrottle: TLoginThrottle;
  /** New hashes at the configured cost; checks with the cost stored in each hash. */
  passwords: TPasswordHasher;
  pubsub: TPubSub;
  files: TFileStorage;
  /** Sends what the mail outbox job hands it (modules queue mail with `queueMails`, never send it). */
  mailer: TMailer;
  /** This instance's real-time hub: modules publish to its topics what the pub/sub brought. */
  hub: THub;
  /** An external Mercure hub that also receives every event after its commit, when configured. */
  externalHub: TExternalHub | null;
  /**
   * Sessions by user id, cached briefly (loaded by the accounts module). Every change to a user or
   * company that a session shows calls `invalidate` after its commit.
   */
  sessions: TSessionCache<TSessionRecord>;
  /** What modules keep per app instance (`defineInstanceState`): caches, event handlers. */
  instanceState: Map<symbol, unknown>;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
  }
}
