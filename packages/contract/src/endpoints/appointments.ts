import { defineEndpoints } from './endpoint';

export const appointmentsEndpoints = defineEndpoints({
  appointmentAvailability: ['GET', '/appointments/availability'],
  createAppointment: ['POST', '/appointments'],
  myAppointments: ['GET', '/user/appointments'],
  cancelMyAppointment: ['POST', '/appointments/:id/cancel'],
  adminAppointments: ['GET', '/admin/appointments'],
  confirmAppointment: ['POST', '/admin/appointments/:id/confirm'],
  rescheduleAppointment: ['POST', '/admin/appointments/:id/reschedule'],
  cancelAppointmentByStaff: ['POST', '/admin/appointments/:id/cancel'],
  completeAppointment: ['POST', '/admin/appointments/:id/done'],
});
