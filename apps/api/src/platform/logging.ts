import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret: `?token=` (downloads of spec 000 §7), `?authorization=`
 * (the hub, for EventSource), and the other token names a client might use. Any case.
 */
const SECRET_PARAMETER = /^(token|authorization|access_token|refresh_token|mercure_token|jwt)$/i;

/** The URL as logged: the value of every secret-bearing query parameter replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent; it cannot be one of ours.
      }
      return SECRET_PARAMETER.test(name) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/**
 * Fastify's request serializer with the URL redacted: bearer tokens sent in a query string
 * would otherwise sit in every log line of the request.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
