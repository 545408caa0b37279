/**
 * The `X-timezone` header: an `Etc/GMT` zone from the local offset. POSIX signs are
 * inverted, so UTC+1 (Algiers) is `Etc/GMT-1`. Where the offset is not a whole number of hours
 * (India, UTC+5:30) no Etc zone exists, so the IANA name is sent; the server accepts both.
 */
export function timezoneHeader(date: Date = new Date(), ianaZone?: string): string {
  const offsetMinutes = -date.getTimezoneOffset();
  if (offsetMinutes % 60 !== 0) {
    return ianaZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  }
  const hours = offsetMinutes / 60;
  if (hours === 0) return 'Etc/GMT';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}
