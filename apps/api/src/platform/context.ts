import type { TConfig } from '../config';
import type { TDatabase } from '../db/client';
import type { TClock } from './clock';
import type { TTokenService } from './auth/tokens';
import type { TLoginThrottle } from './auth/login-throttle';

/** What services need from the platform, built once in buildApp and handed to every module. */
export type TAppContext = {
  config: TConfig;
  db: TDatabase;
  clock: TClock;
  tokens: TTokenService;
  loginThrottle: TLoginThrottle;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: TAppContext;
  }
}
