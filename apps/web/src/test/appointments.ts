import type { AdminAppointment } from '@portal/contract/appointments';
import type { ServiceBranch } from '@portal/contract/content';
import type { BookableService } from '../features/appointments/api/bookable-services';

/** Test data of the appointments' tests, as the API answers it; overrides set what a test is about. */
export function testBranch(id: number, title: string): ServiceBranch {
  return {
    id,
    slug: `branch-${id}`,
    title,
    address: `${id} rue Didouche Mourad`,
    phones: ['+213 21 00 00 00'],
    hours: [{ weekday: 0, open: '08:00', close: '16:30' }],
    map_url: null,
    is_main: id === 1,
  };
}

/** What useBookableServices answers once loaded. */
export function loadedServices(data: BookableService[]) {
  return { isPending: false, isError: false, data };
}

export function testAppointment(overrides: Partial<AdminAppointment> = {}): AdminAppointment {
  return {
    id: 12,
    status: 'requested',
    starts_at: new Date(2026, 2, 4, 9, 30).toISOString(),
    ends_at: new Date(2026, 2, 4, 10, 0).toISOString(),
    service: { id: 7, title: 'Visa' },
    branch: { id: 1, title: 'Alger', address: 'Rue Didouche Mourad' },
    time_zone: 'Africa/Algiers',
    note: '',
    staff_reason: null,
    created_at: new Date(2026, 2, 1).toISOString(),
    updated_at: new Date(2026, 2, 1).toISOString(),
    user: { id: 3, name: 'Nadia Test', email: 'nadia@example.test' },
    locale: 'fr',
    reminder_sent_at: null,
    ...overrides,
  };
}
