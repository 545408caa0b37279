import { describe, expect, it, vi } from 'vitest';
import { timezoneHeader } from './timezone';

function dateWithOffset(minutesEastOfUtc: number): Date {
  const d = new Date('2026-06-01T12:00:00Z');
  vi.spyOn(d, 'getTimezoneOffset').mockReturnValue(-minutesEastOfUtc);
  return d;
}

describe('X-timezone header', () => {
  it('uses the POSIX sign: UTC+1 is Etc/GMT-1, UTC-5 is Etc/GMT+5', () => {
    expect(timezoneHeader(dateWithOffset(60))).toBe('Etc/GMT-1');
    expect(timezoneHeader(dateWithOffset(-300))).toBe('Etc/GMT+5');
    expect(timezoneHeader(dateWithOffset(14 * 60))).toBe('Etc/GMT-14');
  });

  it('sends Etc/GMT at UTC', () => {
    expect(timezoneHeader(dateWithOffset(0))).toBe('Etc/GMT');
  });

  it('sends the IANA name where the offset is not whole hours', () => {
    expect(timezoneHeader(dateWithOffset(330), 'Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(timezoneHeader(dateWithOffset(345), 'Asia/Kathmandu')).toBe('Asia/Kathmandu');
  });
});
