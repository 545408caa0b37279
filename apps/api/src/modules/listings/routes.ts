import { endpointUrl } from '@portal/contract/endpoints/endpoint';
import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import { errorResponseSchema } from '@portal/contract/errors';
import { listingSearchResponseSchema, relatedListingsResponseSchema } from '@portal/contract/listings';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireUser, requireVerified } from '../../platform/auth/plugin';
import { AppError } from '../../platform/errors';
import { sendCacheable } from '../../platform/http-cache';
import { readUploadedFile } from '../../platform/uploads';
import { routeLimit } from '../../platform/rate-limits';
import { Moved } from '../../platform/page-data';
import { errorAnswers, route } from '../../platform/route';
import { createListing } from './create-listing';
import { deleteListing } from './delete-listing';
import type { ListingsDeps } from './deps';
import { countKeptDetailView, createDetailCache, getListing, getOwnListingDetail } from './get-listing';
import { createFeaturedListings } from './list-featured-listings';
import { listMyListings } from './list-my-listings';
import { listOwnerListings } from './list-owner-listings';
import { listSimilarListings } from './list-similar-listings';
import { publicListingsVersion } from './home-listings';
import { discardRevision, getOwnRevision } from './own-revision';
import { renewListing } from './renew-listing';
import { createSearchIndex } from './search-index';
import { createSearchMemo } from './search-memo';
import { updateListing } from './update-listing';
import { photoLimit, photoTooLarge, uploadPhoto } from './upload-photo';

/** Lists beside a detail page: the same for every reader, and a minute old is fresh enough. */
const RELATED_CACHE_CONTROL = 'public, max-age=60';

const errors = errorAnswers(401, 403, 404, 409, 413, 415, 422, 429);

/**
 * Listings of both platforms. Access is checked onRequest (before the body is read);
 * records of another owner answer 404, as if they did not exist.
 */
export const listingRoutes: FastifyPluginAsyncZod<{
  deps: ListingsDeps;
  /**
   * Keyword searches from an in-memory index (search-index.ts, SEARCH_INDEX): loaded once the
   * server listens; with `wait` (tests, which never listen) at the first keyword search, which
   * waits for it, as every later one waits for the index to catch up.
   */
  searchIndex?: { wait: boolean };
}> = async (app, { deps, searchIndex }) => {
  // A route's guard, tag and error answers; each route adds its summary.
  const ownerOnly = { onRequest: requireUser, tags: ['listings'], errors };
  const detailCache = createDetailCache(deps.db);
  // The load's end is logged even when the server logs only warnings: the benchmarks wait for it.
  const indexLog = app.log.level === 'silent' ? app.log : app.log.child({}, { level: 'info' });
  const index =
    searchIndex &&
    createSearchIndex(deps.db, {
      wait: searchIndex.wait,
      onLoaded: (status) => indexLog.info({ searchIndex: status }, 'search index loaded'),
      onError: (err) => app.log.error({ err }, 'search index'),
    });
  const search = createSearchMemo({ index });
  app.addHook('onClose', () => detailCache.views.close());
  if (index) {
    // In the background: searches take the SQL path until it is loaded.
    app.addHook('onListen', () => {
      index.load().catch((err: unknown) => app.log.error({ err }, 'search index load'));
    });
    app.addHook('onClose', () => index.close());
  }

  // What the public routes answer, also read by the server-rendered pages (platform/page-data.ts).
  // Each reads where the page data says (`reads`: the replica for a visitor without a session);
  // the detail's view counts are written to the primary (detailCache).
  const readSearch = app.pageData.reader(
    listingsEndpoints.searchListings,
    ({ query }, { locale, scope }, reads) => search({ ...deps, db: reads }, query, locale, scope),
  );
  const listFeaturedListings = createFeaturedListings();
  const readFeatured = app.pageData.reader(
    listingsEndpoints.featuredListings,
    async ({ query }, { locale, scope }, reads) => ({
      data: await listFeaturedListings({ ...deps, db: reads }, query, locale, scope),
    }),
  );
  const readSimilar = app.pageData.reader(
    listingsEndpoints.similarListings,
    async ({ params }, { locale, scope }, reads) => ({
      data: await listSimilarListings(
        { ...deps, db: reads },
        params.id,
        locale,
        scope,
        index &&
          (async (query, ids) =>
            index.rankListings(await publicListingsVersion({ db: reads }, scope), query, ids)),
      ),
    }),
  );
  const readOwner = app.pageData.reader(
    listingsEndpoints.ownerListings,
    async ({ params }, { locale, scope }, reads) => ({
      data: await listOwnerListings({ ...deps, db: reads }, params.id, locale, scope),
    }),
  );
  // Counts a view (get-listing.ts), whether the browser or a page's render reads it.
  const readListing = app.pageData.reader(
    listingsEndpoints.getListing,
    async ({ params }, visitor, reads) => {
      const result = await getListing(
        { ...deps, db: reads },
        params.slug,
        visitor.auth?.user.id ?? null,
        visitor.locale,
        detailCache,
        visitor.scope,
      );
      return 'redirectTo' in result ? new Moved<'getListing'>({ slug: result.redirectTo }) : result;
    },
  );
  app.pageData.onView(listingsEndpoints.getListing, ({ params }) =>
    countKeptDetailView(deps, detailCache, params.slug),
  );

  route(
    app,
    listingsEndpoints.uploadListingPhoto,
    {
      onRequest: requireVerified,
      preHandler: [routeLimit(app, { max: 60, timeWindow: 60_000 })],
      tags: ['listings'],
      summary: 'Upload a listing photo (multipart field "photo"; JPEG, PNG or WebP)',
      description:
        'Re-encoded to three WebP sizes without metadata; attach it with `photo_ids`. Larger than settings.announcements.max_photo_mb (megabytes of 1,000,000 bytes): 413.',
      consumes: ['multipart/form-data'],
      errors,
    },
    async (request, reply) => {
      const limit = await photoLimit(deps);
      const data = await readUploadedFile(request, {
        field: 'photo',
        maxBytes: limit.bytes,
        tooLarge: () => photoTooLarge(limit.megabytes),
      });
      const photo = await uploadPhoto(deps, requireAuth(request).user.id, data);
      return reply.code(201).send({ photo });
    },
  );

  route(
    app,
    listingsEndpoints.listingPhoto,
    {
      tags: ['listings'],
      summary: 'A listing photo in one size (URLs come with the listing)',
    },
    async (request, reply) => {
      const found = await deps.storage.open(`listings/${request.params.file}`);
      if (!found) throw new AppError('not_found');
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Length', found.size)
        .send(found.stream);
    },
  );

  route(
    app,
    listingsEndpoints.createListing,
    {
      onRequest: requireVerified,
      // Per account: 30 new listings an hour is far above honest use, and stops a flood of spam.
      preHandler: [
        routeLimit(app, {
          max: 30,
          timeWindow: 60 * 60_000,
          key: (request) => `user:${request.auth?.user.id ?? 0}`,
        }),
      ],
      tags: ['listings'],
      summary: 'Post an announcement or a sales ad (verified email); it waits for review',
      errors,
    },
    async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const row = await createListing(deps, userId, request.body);
      const listing = await getOwnListingDetail(deps, row.id, userId, request.locale);
      return reply.code(201).send({ listing });
    },
  );

  route(
    app,
    listingsEndpoints.updateListing,
    {
      onRequest: requireVerified,
      tags: ['listings'],
      summary:
        'Edit my listing: it goes back to review; an approved one stays public as it is while the edit (its revision) is reviewed',
      errors,
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await updateListing(deps, userId, request.params.id, request.body);
      return { listing: await getOwnListingDetail(deps, request.params.id, userId, request.locale) };
    },
  );

  route(
    app,
    listingsEndpoints.deleteListing,
    { ...ownerOnly, summary: 'Delete my listing' },
    async (request, reply) => {
      await deleteListing(deps, requireAuth(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    listingsEndpoints.getRevision,
    {
      ...ownerOnly,
      summary: 'My edit of an approved listing, waiting for review or rejected (404 when none)',
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getOwnRevision(deps, requireAuth(request).user.id, request.params.id, request.locale);
    },
  );

  route(
    app,
    listingsEndpoints.discardRevision,
    { ...ownerOnly, summary: 'Discard my edit of an approved listing (the approved version stays public)' },
    async (request, reply) => {
      await discardRevision(deps, requireAuth(request).user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    listingsEndpoints.renewListing,
    { ...ownerOnly, summary: 'Renew my expired listing (it goes back to review)' },
    async (request) => {
      const userId = requireAuth(request).user.id;
      await renewListing(deps, userId, request.params.id);
      return { listing: await getOwnListingDetail(deps, request.params.id, userId, request.locale) };
    },
  );

  route(
    app,
    listingsEndpoints.myListings,
    { ...ownerOnly, summary: 'My listings of every status (profile: announcements, products)' },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        data: await listMyListings(
          deps,
          requireAuth(request).user.id,
          request.query.platform,
          request.locale,
        ),
      };
    },
  );

  route(
    app,
    listingsEndpoints.searchListings,
    {
      tags: ['listings'],
      summary: 'Search public listings: text, filters, sort, page, facet counts',
      errors: { 422: errorResponseSchema },
    },
    async (request, reply) => {
      const body = await readSearch(request);
      // Stored but revalidated: going back to a results page costs a 304 when nothing changed.
      return sendCacheable(request, reply, listingSearchResponseSchema, body, 'no-cache');
    },
  );

  route(
    app,
    listingsEndpoints.featuredListings,
    {
      tags: ['listings'],
      summary: 'The featured strip of a list page: promoted public listings, rotating',
      description:
        'At most 4 public listings of the platform (and of the category at any level, when given) whose promotion runs now, in a random order at each request (docs/decisions/016). Not part of the search: its order and counts are unchanged.',
      errors: { 422: errorResponseSchema },
    },
    async (request, reply) => {
      const answer = await readFeatured(request);
      // A new order at each request: not stored by browsers or proxies.
      void reply.header('Cache-Control', 'no-store');
      return answer;
    },
  );

  route(
    app,
    listingsEndpoints.similarListings,
    {
      tags: ['listings'],
      summary: 'Similar ads beside a public listing (same catalog branch, region, text)',
      description:
        'At most 8 public listings of the same platform: same filter, then sub-category, then category; the same region first; then text similarity; never the listing itself. 404 unless the listing is public.',
      errors: { 404: errorResponseSchema, 422: errorResponseSchema },
    },
    async (request, reply) =>
      sendCacheable(
        request,
        reply,
        relatedListingsResponseSchema,
        await readSimilar(request),
        RELATED_CACHE_CONTROL,
      ),
  );

  route(
    app,
    listingsEndpoints.ownerListings,
    {
      tags: ['listings'],
      summary: "The advertiser's other public listings, newest first",
      description: 'At most 8, both platforms. 404 unless the listing is public.',
      errors: { 404: errorResponseSchema, 422: errorResponseSchema },
    },
    async (request, reply) =>
      sendCacheable(
        request,
        reply,
        relatedListingsResponseSchema,
        await readOwner(request),
        RELATED_CACHE_CONTROL,
      ),
  );

  route(
    app,
    listingsEndpoints.getListing,
    {
      tags: ['listings'],
      summary: 'A listing by slug (public when approved; its owner sees it in any status)',
      description: 'An old slug answers 301 to the current one.',
      errors: { 404: errorResponseSchema },
    },
    async (request, reply) => {
      const result = await readListing(request);
      if (result instanceof Moved) {
        return reply
          .code(301)
          .header('Location', endpointUrl(listingsEndpoints.getListing, result.params))
          .send(null);
      }
      reply.header('Cache-Control', 'private, no-cache');
      return result;
    },
  );
};
