/**
 * The calendar file (RFC 5545) sent with every mail about an appointment, so the member's
 * calendar adds, moves or removes the event. One UID per appointment and a SEQUENCE that
 * grows with each reschedule let calendars replace the event instead of adding another.
 */

export type IcsMethod = 'REQUEST' | 'CANCEL';
export type IcsStatus = 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';

export interface IcsEvent {
  method: IcsMethod;
  status: IcsStatus;
  appointmentId: number;
  sequence: number;
  /** config.publicUrl: its host names the UID's domain. */
  publicUrl: string;
  startsAt: Date;
  endsAt: Date;
  /** When this version of the file is written. */
  stamp: Date;
  summary: string;
  location: string;
  description: string;
  /** The portal's contact address, the event's organizer. */
  organizerEmail: string;
  organizerName: string;
}

/** `20250301T101500Z`: an instant in UTC, as calendars read it everywhere. */
export function icsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslash, comma and semicolon escaped, line breaks written `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (the organizer's name): quoted, without the characters a quote cannot hold. */
function quoteParam(value: string): string {
  return `"${value.replace(/["\r\n]/g, ' ')}"`;
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets: each continuation starts with one space. The cut falls
 * between characters (never inside a UTF-8 sequence, nor inside a surrogate pair), so an
 * Arabic or accented title stays valid.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      // A continuation line's leading space counts in its 75 octets.
      limit = 74;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function appointmentUid(appointmentId: number, publicUrl: string): string {
  return `appointment-${appointmentId}@${new URL(publicUrl).hostname}`;
}

/** The whole file: CRLF line ends, every line folded. */
export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Portal//Appointments//EN',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${appointmentUid(event.appointmentId, event.publicUrl)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.startsAt)}`,
    `DTEND:${icsDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.status}`,
    `ORGANIZER;CN=${quoteParam(event.organizerName)}:mailto:${event.organizerEmail}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
