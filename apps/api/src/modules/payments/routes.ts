import { errorResponseSchema } from '@portal/contract/errors';
import {
  paymentLedgerResponseSchema,
  paymentsParamsSchema,
  recordPaymentBodySchema,
  recordPaymentResponseSchema,
  waitingPaymentsQuerySchema,
  waitingPaymentsResponseSchema,
} from '@portal/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import type { PaymentsDeps } from './deps';
import { getPaymentLedger } from './get-payment-ledger';
import { listWaitingPayments } from './list-waiting-payments';
import { recordPayment } from './record-payment';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

/**
 * Payments for listings waiting for payment. Moderators and admins read the list and
 * the ledgers; only admins record a payment (it publishes a listing and can never be erased).
 * Roles are checked onRequest, before any body is read. The ledger has no update or delete
 * route, and the database refuses both.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ deps: PaymentsDeps }> = async (app, { deps }) => {
  const staff = requireRole('moderator', 'admin');
  const admin = requireRole('admin');
  const tags = ['payments'];

  app.get(
    '/admin/payments',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Listings waiting for payment, waiting longest first, with the amount due and paid',
        querystring: waitingPaymentsQuerySchema,
        response: { 200: waitingPaymentsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listWaitingPayments(deps, request.query);
    },
  );

  app.get(
    '/admin/listings/:id/payments',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'A listing’s amount due and its payments ledger, newest first',
        params: paymentsParamsSchema,
        response: { 200: paymentLedgerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getPaymentLedger(deps, request.params.id);
    },
  );

  app.post(
    '/admin/listings/:id/payments',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Record a payment; the one that completes the amount due publishes the listing',
        params: paymentsParamsSchema,
        body: recordPaymentBodySchema,
        response: { 201: recordPaymentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await recordPayment(
        deps,
        requireAuth(request).user.id,
        request.params.id,
        request.body,
        request.timeZone,
      );
      return reply.status(201).send(result);
    },
  );
};
