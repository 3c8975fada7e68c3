import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';
import type { AppMetrics } from './metrics.ts';

const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Whether the Authorization header carries the token (compared in constant time, as digests). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Measures every answer (route template, status class, time) and, with a token, serves GET
 * /metrics to its bearer: 401 without it, in the API's error shape. Without a token the path is
 * not metrics at all (the port of METRICS_PORT serves them instead, or nothing does).
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, options: { metrics: AppMetrics; token: string | undefined }, done: () => void) => {
    const { metrics, token } = options;
    app.addHook('onResponse', (request, reply, next) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? null,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      next();
    });
    if (token) {
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new AppError(401, 'unauthenticated', 'These metrics need the metrics token.');
        }
        reply.header('cache-control', 'no-store').type(CONTENT_TYPE);
        return metrics.render();
      });
    }
    done();
  },
  { name: 'metrics' },
);

/**
 * The metrics on an internal port of their own (METRICS_PORT), without a token: GET /metrics,
 * 404 for anything else. Resolves once listening; `close` stops it.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  options: { port: number; host: string },
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics
      .render()
      .then((text) => response.writeHead(200, { 'content-type': CONTENT_TYPE }).end(text))
      .catch(() => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
