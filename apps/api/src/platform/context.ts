import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import type { TClock } from './clock';
import type { TTokenService } from './auth/tokens';
import type { TLoginThrottle } from './auth/login-throttle';
import type { TFindAuth } from './auth/auth.plugin';

/** What services need from the platform, built once in buildApp and handed to every module. */
export type TAppContext = {
  config: TConfig;
  db: TDatabase;
  clock: TClock;
  tokens: TTokenService;
  loginThrottle: TLoginThrottle;
  /** The caller's identity by user id (provided by the accounts module). */
  findAuth: TFindAuth;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
  }
}
