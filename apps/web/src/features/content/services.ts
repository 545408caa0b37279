import type { ContentItem } from '@portal/contract/content';

/**
 * A service's page: addressed by id, as news items are (`/services/:id`; the API reads a slug
 * there too), so the address stays the same when its title, and with it its slug, changes.
 */
export function servicePath(item: Pick<ContentItem, 'id'>): string {
  return `/services/${item.id}`;
}

/** Where visitors book an appointment for a service (the booking page reads `service`). */
export function bookingPath(item: Pick<ContentItem, 'id'>): string {
  return `/book-appointment?${new URLSearchParams({ service: String(item.id) }).toString()}`;
}

/** A branch's opening hours as the page lists them: one line per weekday open, in order. */
export function hoursByWeekday(
  hours: readonly { weekday: number; open: string; close: string }[],
): { weekday: number; spans: { open: string; close: string }[] }[] {
  const days = new Map<number, { open: string; close: string }[]>();
  for (const h of [...hours].sort((a, b) => a.weekday - b.weekday || a.open.localeCompare(b.open))) {
    days.set(h.weekday, [...(days.get(h.weekday) ?? []), { open: h.open, close: h.close }]);
  }
  return [...days].map(([weekday, spans]) => ({ weekday, spans }));
}
