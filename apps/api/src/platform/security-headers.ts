import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/**
 * Helmet's headers, computed once: they depend on the configuration only, and building them for
 * every request (parsing the CSP directives again each time) cost a few percent of every call.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  // Helmet runs synchronously for static options; anything else would mean headers per request.
  if (!done) throw new Error('Security headers must not depend on the request');
  return headers;
}

/** Sends the same security headers with every answer; a route may still override one (the API docs' CSP). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, next) => {
    reply.headers(headers);
    next();
  });
});
