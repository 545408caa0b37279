import { paymentsEndpoints } from '@portal/contract/endpoints/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { errorAnswers, route } from '../../platform/route';
import type { PaymentsDeps } from './deps';
import { getPaymentLedger } from './get-payment-ledger';
import { listPaymentEntries } from './list-payment-entries';
import { listWaitingPayments } from './list-waiting-payments';
import { recordPayment } from './record-payment';

const errors = errorAnswers(401, 403, 404, 409, 422);

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
  // A route's guard, tag and error answers; each route adds its summary.
  const staffOnly = { onRequest: staff, tags, errors };
  const adminOnly = { onRequest: admin, tags, errors };

  route(
    app,
    paymentsEndpoints.waitingPayments,
    {
      ...staffOnly,
      summary: 'Listings waiting for payment, waiting longest first, with the amount due and paid',
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listWaitingPayments(deps, request.query);
    },
  );

  route(
    app,
    paymentsEndpoints.paymentEntries,
    {
      ...staffOnly,
      summary: 'Every payment of listings and advertisements, paid latest first, with totals per method',
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listPaymentEntries(deps, request.query);
    },
  );

  route(
    app,
    paymentsEndpoints.paymentLedger,
    { ...staffOnly, summary: 'A listing’s amount due and its payments ledger, newest first' },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return getPaymentLedger(deps, request.params.id);
    },
  );

  route(
    app,
    paymentsEndpoints.recordPayment,
    {
      ...adminOnly,
      summary: 'Record a payment; the one that completes the amount due publishes the listing',
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
