import { sellersEndpoints } from '@portal/contract/endpoints/sellers';
import { BUSINESS_LIMITS, LOGO_FIELD } from '@portal/contract/sellers-values';
import type {} from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole, requireUser } from '../../platform/auth/plugin';
import { routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import { readUploadedFile } from '../../platform/uploads';
import { decideBusiness } from './decide-business';
import type { SellersDeps } from './deps';
import { getSeller } from './get-seller';
import { listBusinesses } from './list-businesses';
import { getOwnBusiness } from './own-business';
import { removeBusiness } from './remove-business';
import { revealSellerPhone } from './reveal-seller-phone';
import { saveBusiness } from './save-business';
import { uploadBusinessLogo } from './upload-business-logo';

const errors = errorAnswers(401, 403, 404, 413, 422, 429);
const tags = ['sellers'];

/** Phone reveals per address and 10 minutes, as a listing's (engagement's PHONE_LIMIT). */
export const SELLER_PHONE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

/**
 * Sellers (docs/decisions/046-seller-pages-and-business-accounts.md): the public seller page
 * (a page reader: the server draws it), the business phone on a click, the owner's business
 * details and logo, and the back office's verification of registry numbers by staff.
 */
export const sellerRoutes: FastifyPluginAsyncZod<{ deps: SellersDeps }> = async (app, { deps }) => {
  const staff = requireRole('moderator', 'admin');
  const byUser = (max: number, timeWindow: number) =>
    routeLimit(app, { max, timeWindow, key: (request) => `user:${request.auth?.user.id ?? 0}` });

  const readSeller = app.pageData.reader(
    sellersEndpoints.getSeller,
    async ({ params }, { locale, scope }, reads) => ({
      seller: await getSeller(reads, params.username, locale, scope),
    }),
  );

  route(
    app,
    sellersEndpoints.getSeller,
    {
      tags,
      summary:
        "A seller's public page: name, avatar, member since, wilaya and business (404 when suspended or deleted)",
      description: 'Their public listings are GET /listings?seller={id}.',
      errors,
    },
    (request) => readSeller(request),
  );

  route(
    app,
    sellersEndpoints.revealSellerPhone,
    {
      preHandler: [routeLimit(app, SELLER_PHONE_LIMIT)],
      tags,
      summary: "Reveal a business's phone (rate-limited per address)",
      errors,
    },
    async (request) => revealSellerPhone(deps.db, request.params.username),
  );

  route(
    app,
    sellersEndpoints.myBusiness,
    { onRequest: requireUser, tags, summary: 'My business details, or null', errors },
    async (request) => ({
      business: await getOwnBusiness(deps.db, requireAuth(request).user.id, request.locale),
    }),
  );

  route(
    app,
    sellersEndpoints.saveBusiness,
    {
      onRequest: requireUser,
      preHandler: [byUser(30, 60 * 60_000)],
      tags,
      summary: 'Declare or edit my business (a new registry number waits for staff again)',
      errors,
    },
    async (request) => ({
      business: await saveBusiness(deps, requireAuth(request).user.id, request.body, request.locale),
    }),
  );

  route(
    app,
    sellersEndpoints.removeBusiness,
    { onRequest: requireUser, tags, summary: 'Stop being a business account', errors },
    async (request, reply) => {
      await removeBusiness(deps, requireAuth(request).user.id);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    sellersEndpoints.uploadBusinessLogo,
    {
      onRequest: requireUser,
      preHandler: [byUser(20, 60 * 60_000)],
      tags,
      summary: `Upload my business's logo (multipart field "${LOGO_FIELD}"; JPEG, PNG or WebP up to ${BUSINESS_LIMITS.logoMaxMb} MB)`,
      consumes: ['multipart/form-data'],
      errors,
    },
    async (request) => {
      const data = await readUploadedFile(request, {
        field: LOGO_FIELD,
        maxBytes: BUSINESS_LIMITS.logoMaxMb * 1_000_000,
      });
      return {
        business: await uploadBusinessLogo(deps, requireAuth(request).user.id, data, request.locale),
      };
    },
  );

  route(
    app,
    sellersEndpoints.adminBusinesses,
    { onRequest: staff, tags, summary: 'Businesses by verification state (staff)', errors },
    async (request) => listBusinesses(deps.db, request.query, request.locale),
  );

  route(
    app,
    sellersEndpoints.decideBusiness,
    {
      onRequest: staff,
      tags,
      summary: "Verify or refuse a business's registry number (staff; audited)",
      errors,
    },
    async (request) => ({
      business: await decideBusiness(
        deps.db,
        requireAuth(request).user.id,
        request.params.userId,
        request.body,
        request.locale,
      ),
    }),
  );
};
