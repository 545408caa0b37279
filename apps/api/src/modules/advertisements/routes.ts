import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { adOrderFieldsSchema } from '@portal/contract/advertisements';
import { AD_FILE_FIELDS } from '@portal/contract/advertisements-values';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireVerified } from '../../platform/auth/plugin';
import { AppError, validatorCompiler } from '../../platform/errors';
import { translate } from '../../platform/messages';
import { privateFileDownload } from '../../platform/private-files';
import { perAccount, routeLimit } from '../../platform/rate-limits';
import { noStore } from '../../platform/http-cache';
import { errorAnswers, route } from '../../platform/route';
import { readMultipartForm, readUpload } from '../../platform/uploads';
import { getSettings } from '../settings/service';
import { adAvailability } from './ad-availability';
import { getAdOffer } from './ad-offer';
import { quoteAdvertisement } from './ad-quote';
import { cancelAdvertisement } from './cancel-advertisement';
import { AD_DOCUMENT_MAX_MB, adUploadMaxBytes, createAdvertisement } from './create-advertisement';
import type { AdvertisementsDeps } from './deps';
import { downloadAdDocument } from './download-ad-document';
import { openAdMedia } from './media-file';
import { getMyAdvertisement, listMyAdvertisements } from './my-advertisements';
import { AD_PROOF_FIELD, uploadAdPaymentProof } from './upload-payment-proof';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const errors = errorAnswers(401, 403, 404, 409, 413, 415, 422, 429);
const tags = ['advertisements'];

/**
 * Paid advertisements, the advertiser's side (docs/decisions/034): what is sold and at what
 * price (anyone may look), ordering (verified address, multipart with the media and private
 * documents), the advertiser's own orders, cancelling, payment proofs, the documents'
 * downloads (advertiser and staff; 404 to anyone else) and the orders' public media.
 */
export const advertisementRoutes: FastifyPluginAsyncZod<{ deps: AdvertisementsDeps }> = async (
  app,
  { deps },
) => {
  const lookLimit = routeLimit(app, { max: 120, timeWindow: MINUTE });
  const byUser = (max: number, timeWindow: number) => routeLimit(app, { max, timeWindow, key: perAccount });

  route(
    app,
    advertisementsEndpoints.adOffer,
    {
      preHandler: [lookLimit],
      tags,
      errors,
      summary: 'What the portal sells: placements, prices, capacity, terms',
    },
    async (request, reply) => {
      noStore(reply);
      return getAdOffer(deps.db, request.locale);
    },
  );

  route(
    app,
    advertisementsEndpoints.adQuote,
    {
      preHandler: [lookLimit],
      tags,
      errors,
      summary: 'The price an order would be kept at, and with a start date whether its days have room',
    },
    async (request, reply) => {
      noStore(reply);
      return quoteAdvertisement(deps.db, request.query);
    },
  );

  route(
    app,
    advertisementsEndpoints.adAvailability,
    { preHandler: [lookLimit], tags, errors, summary: 'Free places per day of one placement' },
    async (request, reply) => {
      noStore(reply);
      return adAvailability(deps.db, request.query);
    },
  );

  route(
    app,
    advertisementsEndpoints.createAdvertisement,
    {
      onRequest: requireVerified,
      preHandler: [byUser(10, HOUR)],
      tags,
      summary: `Order an advertisement (multipart: the fields, "${AD_FILE_FIELDS.media}", "${AD_FILE_FIELDS.idCard}", "${AD_FILE_FIELDS.license}")`,
      description: `The media is an image (JPEG, PNG, WebP; 220 mm × 300 mm, at least 1299 × 1772 px) or a video (MP4, WebM), told by its bytes, within the settings' size; the identity card and licence are images or PDFs of at most ${AD_DOCUMENT_MAX_MB} MB. A day of the period without room answers 409.`,
      consumes: ['multipart/form-data'],
      errors,
    },
    async (request, reply) => {
      const advertiser = requireAuth(request).user;
      const settings = await getSettings(deps.db);
      // Closed: refused before the files are read.
      if (!settings.settings_state.advertisements_open) throw new AppError('advertisements_closed');
      const form = await readMultipartForm(request, {
        filesField: Object.values(AD_FILE_FIELDS),
        maxFiles: 3,
        maxBytes: adUploadMaxBytes(settings),
        tooLarge: () =>
          new AppError('payload_too_large', {
            messageKey: 'error.ad_media_too_large',
            params: { max: settings.advertisements.max_media_mb },
          }),
        tooMany: () =>
          new AppError('validation_failed', {
            fieldErrors: { [AD_FILE_FIELDS.media]: ['validation.invalid_value'] },
          }),
      });
      const parsed = validatorCompiler({ schema: adOrderFieldsSchema })(form.fields);
      if ('error' in parsed) throw parsed.error;
      const advertisement = await createAdvertisement(deps, advertiser, {
        settings,
        order: parsed.value as typeof adOrderFieldsSchema._zod.output,
        files: form.files,
        locale: request.locale,
      });
      noStore(reply);
      return reply
        .code(201)
        .send({ advertisement, message: translate(request.locale, 'message.advertisement_created') });
    },
  );

  route(
    app,
    advertisementsEndpoints.myAdvertisements,
    { onRequest: requireVerified, tags, errors, summary: 'My advertisement orders, newest first' },
    async (request, reply) => {
      noStore(reply);
      return { data: await listMyAdvertisements(deps.db, requireAuth(request).user.id) };
    },
  );

  route(
    app,
    advertisementsEndpoints.myAdvertisement,
    { onRequest: requireVerified, tags, errors, summary: 'One of my advertisement orders' },
    async (request, reply) => {
      noStore(reply);
      return {
        advertisement: await getMyAdvertisement(deps.db, requireAuth(request).user.id, request.params.id),
      };
    },
  );

  route(
    app,
    advertisementsEndpoints.cancelAdvertisement,
    {
      onRequest: requireVerified,
      preHandler: [byUser(30, HOUR)],
      tags,
      errors,
      summary: 'Cancel my order before it shows; its days are given back',
    },
    async (request) => ({
      advertisement: await cancelAdvertisement(deps, requireAuth(request).user, request.params.id),
    }),
  );

  route(
    app,
    advertisementsEndpoints.uploadAdPaymentProof,
    {
      onRequest: requireVerified,
      preHandler: [byUser(20, HOUR)],
      tags,
      summary: `Add a payment proof (multipart "${AD_PROOF_FIELD}": JPEG, PNG or PDF) while the order waits for payment or is scheduled`,
      consumes: ['multipart/form-data'],
      errors,
    },
    async (request, reply) => {
      const file = await readUpload(request, {
        field: AD_PROOF_FIELD,
        maxBytes: AD_DOCUMENT_MAX_MB * 1024 * 1024,
        tooLarge: () =>
          new AppError('payload_too_large', {
            messageKey: 'error.ad_document_too_large',
            params: { max: AD_DOCUMENT_MAX_MB },
          }),
      });
      const advertisement = await uploadAdPaymentProof(
        deps,
        requireAuth(request).user.id,
        request.params.id,
        file,
      );
      noStore(reply);
      return reply.code(201).send({ advertisement });
    },
  );

  route(
    app,
    advertisementsEndpoints.adDocument,
    {
      onRequest: requireVerified,
      preHandler: [byUser(120, HOUR)],
      tags,
      summary:
        'A document of an order, as an attachment: to its advertiser and to staff (audited); 404 to others',
      compress: false,
      errors,
    },
    privateFileDownload((reader, id, fileId) => downloadAdDocument(deps, reader, id, fileId)),
  );

  route(
    app,
    advertisementsEndpoints.adMedia,
    { tags, summary: 'An advertisement’s image or video (URLs come with the advertisement)' },
    async (request, reply) => {
      const found = await openAdMedia(deps.storage, request.params.file);
      return reply
        .type(found.type)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', found.size)
        .send(found.stream);
    },
  );
};
