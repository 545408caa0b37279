import { describe, expect, it } from 'vitest';
import { digestBoundary } from './digests';

describe('digestBoundary: the last digest time in the portal zone', () => {
  const zone = 'Africa/Algiers'; // UTC+1 all year: 08:00 there is 07:00 UTC.

  it('is today at 08:00 once the hour passed, yesterday before it', () => {
    expect(digestBoundary('daily', new Date('2026-11-25T07:30:00Z'), zone).toISOString()).toBe(
      '2026-11-25T07:00:00.000Z',
    );
    expect(digestBoundary('daily', new Date('2026-11-25T06:59:59Z'), zone).toISOString()).toBe(
      '2026-11-24T07:00:00.000Z',
    );
  });

  it('is the last Sunday at 08:00 for weekly digests', () => {
    // Wednesday 25 November 2026 → Sunday 22 November.
    expect(digestBoundary('weekly', new Date('2026-11-25T12:00:00Z'), zone).toISOString()).toBe(
      '2026-11-22T07:00:00.000Z',
    );
    // A Sunday before the hour → the Sunday before.
    expect(digestBoundary('weekly', new Date('2026-11-22T06:00:00Z'), zone).toISOString()).toBe(
      '2026-11-15T07:00:00.000Z',
    );
  });

  it('follows the wall clock across summer time', () => {
    // Paris: 08:00 is 06:00 UTC in summer, 07:00 UTC in winter.
    expect(digestBoundary('daily', new Date('2026-07-01T12:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-07-01T06:00:00.000Z',
    );
    expect(digestBoundary('daily', new Date('2026-01-10T12:00:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-01-10T07:00:00.000Z',
    );
  });
});
