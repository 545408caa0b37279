import { appointmentsEndpoints as endpoints } from '@portal/contract/endpoints/appointments';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole, requireUser, requireVerified } from '../../platform/auth/plugin';
import { translate } from '../../platform/messages';
import { routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import { agenda } from './agenda';
import { availability } from './availability';
import { cancelAppointmentByStaff } from './cancel-by-staff';
import { cancelMyAppointment } from './cancel-my-appointment';
import { completeAppointment } from './complete-appointment';
import { confirmAppointment } from './confirm-appointment';
import { createAppointment } from './create-appointment';
import type { AppointmentsDeps } from './deps';
import { myAppointments } from './my-appointments';
import { rescheduleAppointment } from './reschedule-appointment';

const MINUTE = 60_000;
const errors = errorAnswers(401, 403, 404, 409, 422, 429);
const tags = ['appointments'];
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/**
 * Appointments: the free slots (anyone may look), booking and cancelling one's own (members
 * with a verified address), and the staff agenda and actions (moderators and admins, each in
 * the audit log).
 */
export const appointmentRoutes: FastifyPluginAsyncZod<{ deps: AppointmentsDeps }> = async (app, { deps }) => {
  const lookLimit = routeLimit(app, { max: 120, timeWindow: MINUTE });
  const bookLimit = routeLimit(app, { max: 20, timeWindow: 10 * MINUTE });
  const staff = { onRequest: requireRole('moderator', 'admin'), tags, errors };

  route(
    app,
    endpoints.appointmentAvailability,
    {
      preHandler: [lookLimit],
      tags,
      errors,
      summary: 'Free slots of a service at a branch, by date of the caller’s zone (X-timezone)',
    },
    async (request, reply) => {
      noStore(reply);
      const q = request.query;
      return availability(deps, {
        serviceId: q.service_id,
        branchId: q.branch_id,
        from: q.from,
        to: q.to,
        timeZone: request.timeZone,
        locale: request.locale,
      });
    },
  );

  route(
    app,
    endpoints.createAppointment,
    {
      onRequest: requireVerified,
      preHandler: [bookLimit],
      tags,
      errors,
      summary: 'Book a slot (a place is taken at once; 409 when full or no longer offered)',
    },
    async (request, reply) => {
      const appointment = await createAppointment(deps, {
        userId: requireAuth(request).user.id,
        locale: request.locale,
        body: request.body,
      });
      return reply
        .code(201)
        .send({ appointment, message: translate(request.locale, 'message.appointment_requested') });
    },
  );

  route(
    app,
    endpoints.myAppointments,
    { onRequest: requireUser, tags, errors, summary: 'The member’s appointments' },
    async (request, reply) => {
      noStore(reply);
      return myAppointments(deps, {
        userId: requireAuth(request).user.id,
        locale: request.locale,
        page: request.query.page,
        perPage: request.query.per_page,
      });
    },
  );

  route(
    app,
    endpoints.cancelMyAppointment,
    {
      onRequest: requireUser,
      preHandler: [bookLimit],
      tags,
      errors,
      summary: 'Cancel one’s own appointment (until settings.appointments.cancel_until_hours before)',
    },
    async (request) => ({
      appointment: await cancelMyAppointment(deps, {
        userId: requireAuth(request).user.id,
        id: request.params.id,
        locale: request.locale,
      }),
      message: translate(request.locale, 'message.appointment_cancelled'),
    }),
  );

  route(
    app,
    endpoints.adminAppointments,
    { ...staff, summary: 'The agenda between two dates of the portal’s zone' },
    async (request, reply) => {
      noStore(reply);
      const q = request.query;
      return agenda(deps, {
        from: q.from,
        to: q.to,
        branchId: q.branch_id,
        status: q.status,
        locale: request.locale,
      });
    },
  );

  const actor = (request: Parameters<typeof requireAuth>[0]) => ({
    actorId: requireAuth(request).user.id,
    locale: request.locale,
  });

  route(
    app,
    endpoints.confirmAppointment,
    { ...staff, summary: 'Confirm an appointment' },
    async (request) => ({
      appointment: await confirmAppointment(deps, { ...actor(request), id: request.params.id }),
    }),
  );

  route(
    app,
    endpoints.completeAppointment,
    { ...staff, summary: 'Mark an appointment done' },
    async (request) => ({
      appointment: await completeAppointment(deps, { ...actor(request), id: request.params.id }),
    }),
  );

  route(
    app,
    endpoints.cancelAppointmentByStaff,
    { ...staff, summary: 'Cancel an appointment with a reason (frees its place)' },
    async (request) => ({
      appointment: await cancelAppointmentByStaff(deps, {
        ...actor(request),
        id: request.params.id,
        reason: request.body.reason,
      }),
    }),
  );

  route(
    app,
    endpoints.rescheduleAppointment,
    { ...staff, summary: 'Move an appointment to another free slot of its branch' },
    async (request) => ({
      appointment: await rescheduleAppointment(deps, {
        ...actor(request),
        id: request.params.id,
        startsAt: request.body.starts_at,
        reason: request.body.reason,
      }),
    }),
  );
};
