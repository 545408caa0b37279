import { contentItemResponseSchema, contentListResponseSchema } from '@portal/contract/content';
import { contentEndpoints } from '@portal/contract/endpoints/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCacheable } from '../../platform/http-cache';
import { routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import type { ContentDeps } from './deps';
import { downloadContent } from './download-content';
import { getContent } from './get-content';
import { listContent } from './list-content';
import { serveContentFile } from './serve-content-file';

/**
 * Public answers are kept by browsers and shared caches but checked at each use (like the
 * catalog's, docs/decisions/008): an admin's edit, or a scheduled item's time coming, shows at
 * once, while an unchanged answer costs a 304 without a body. Nothing is kept in the process,
 * so every API process answers the same.
 */
const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** Stored files never change under their random names. */
const FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const errors = errorAnswers(404, 429);

/** The CMS's public side: lists, items, files and downloads. */
export const contentRoutes: FastifyPluginAsyncZod<{ deps: ContentDeps }> = async (app, { deps }) => {
  const tags = ['content'];
  // The CMS pages the server renders read these too (platform/page-data.ts).
  const readList = app.pageData.reader(contentEndpoints.listContent, ({ params, query }, { locale }, reads) =>
    listContent(reads, params.kind, query, locale),
  );
  const readItem = app.pageData.reader(contentEndpoints.getContent, ({ params }, { locale }, reads) =>
    getContent(reads, params.kind, params.ref, locale),
  );

  route(
    app,
    contentEndpoints.listContent,
    {
      tags,
      summary: 'Published items of a kind (articles newest first, others in order), searchable and filtered',
      errors,
    },
    async (request, reply) =>
      sendCacheable(request, reply, contentListResponseSchema, await readList(request), PUBLIC_CACHE_CONTROL),
  );

  route(
    app,
    contentEndpoints.getContent,
    {
      tags,
      summary:
        'One published item by slug or id, in the request language or a fallback, with related articles',
      errors,
    },
    async (request, reply) =>
      sendCacheable(request, reply, contentItemResponseSchema, await readItem(request), PUBLIC_CACHE_CONTROL),
  );

  route(
    app,
    contentEndpoints.contentFile,
    {
      tags,
      summary: 'A CMS file by its stored name (images, audio, video, PDF), with Range support (206, 416)',
      compress: false,
    },
    async (request, reply) => {
      const answer = await serveContentFile(deps.storage, request.params.file, request.headers.range);
      reply
        .code(answer.status)
        .type(answer.type)
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', FILE_CACHE_CONTROL)
        .header('X-Content-Type-Options', 'nosniff');
      for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
      return reply.send(answer.stream ?? '');
    },
  );

  route(
    app,
    contentEndpoints.downloadContent,
    {
      // Counting is once per address and hour already; this stops a flood of whole-file reads.
      preHandler: [routeLimit(app, { max: 60, timeWindow: 60_000 })],
      tags,
      summary:
        "A legal text's or downloadable file's PDF as an attachment (counted once per address and hour)",
      compress: false,
    },
    async (request, reply) => {
      const file = await downloadContent(deps, Number(request.params.id), request.ip);
      return reply
        .type(file.type)
        .header('Content-Disposition', file.disposition)
        .header('Content-Length', file.size)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(file.stream);
    },
  );
};
