import { SignJWT } from 'jose';
import type { TClock } from '../clock';
import type { THubEvent } from './hub';

/** The publisher token is signed again this long before it expires. */
const TOKEN_TTL_SECONDS = 3600;
const TOKEN_RENEW_MARGIN_SECONDS = 300;
const PUBLISH_TIMEOUT_MS = 5000;

export type TExternalHubOptions = {
  url: string;
  publisherKey: string;
  clock: TClock;
  warn: (message: string) => void;
};

/**
 * An external Mercure hub (the reference one, for instance) that also receives every real-time
 * event, with the protocol's publish request: a form POST authorised by a JWT whose
 * `mercure.publish` claim allows every topic. Our own hub keeps serving; an operator may put this
 * one in front. A failed publish is reported, never thrown: what it follows is already committed.
 */
export function createExternalHub(options: TExternalHubOptions) {
  const key = new TextEncoder().encode(options.publisherKey);
  let token: { value: string; renewAt: number } | null = null;

  async function publisherToken(): Promise<string> {
    const now = Math.floor(options.clock.now().getTime() / 1000);
    if (!token || now >= token.renewAt) {
      const value = await new SignJWT({ mercure: { publish: ['*'] } })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + TOKEN_TTL_SECONDS)
        .sign(key);
      token = { value, renewAt: now + TOKEN_TTL_SECONDS - TOKEN_RENEW_MARGIN_SECONDS };
    }
    return token.value;
  }

  return {
    /** Private by default: only subscribers whose token grants the topic receive it. */
    async publish(topic: string, event: THubEvent, visibility: 'private' | 'public' = 'private'): Promise<void> {
      const body = new URLSearchParams({ topic, data: event.data });
      if (event.id) body.set('id', event.id);
      if (event.type) body.set('type', event.type);
      if (visibility === 'private') body.set('private', 'on');
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${await publisherToken()}` },
          body,
          signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
        });
        if (!response.ok) options.warn(`external hub answered ${response.status} to a publish on ${topic}`);
      } catch (error) {
        options.warn(`external hub unreachable: ${(error as Error).message}`);
      }
    },
  };
}

export type TExternalHub = ReturnType<typeof createExternalHub>;
