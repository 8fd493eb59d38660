import { ZCatalogues } from '@tariq/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../platform/i18n';
import { getCatalogues } from './catalogues.service';

export async function cataloguesRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/catalogues',
    {
      schema: {
        tags: ['catalogues'],
        summary: 'Vehicle types, option lists and filter presets, labelled in the caller’s language',
        response: { 200: ZCatalogues, 304: z.null().describe('Not modified: the ETag sent is current') },
      },
    },
    async (request, reply) => {
      const { body, etag } = await getCatalogues(requestLanguage(request));
      reply.header('etag', etag).header('cache-control', 'public, max-age=3600').header('vary', 'user-Language');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return body;
    },
  );
}
