import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsDateTime, type IcsEvent } from './ics';

const event: IcsEvent = {
  method: 'REQUEST',
  status: 'TENTATIVE',
  appointmentId: 42,
  sequence: 2,
  publicUrl: 'https://portal.example:8443/base',
  startsAt: new Date('2026-03-01T09:30:00Z'),
  endsAt: new Date('2026-03-01T10:00:00Z'),
  stamp: new Date('2026-02-20T08:00:05.123Z'),
  summary: 'Dépôt de dossier, étape 1; suite',
  location: 'Agence centrale, 12 rue Didouche\\Mourad',
  description: 'Ligne 1\nLigne 2',
  organizerEmail: 'contact@portal.example',
  organizerName: 'Portail "des" annonces',
};

describe('buildIcs', () => {
  it('writes one event with CRLF line ends and the required properties', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'PRODID:-//Portal//Appointments//EN',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'METHOD:REQUEST',
    ]);
    expect(lines).toContain('UID:appointment-42@portal.example');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTAMP:20260220T080005Z');
    expect(lines).toContain('DTSTART:20260301T093000Z');
    expect(lines).toContain('DTEND:20260301T100000Z');
    expect(lines).toContain('SUMMARY:Dépôt de dossier\\, étape 1\\; suite');
    expect(lines).toContain('LOCATION:Agence centrale\\, 12 rue Didouche\\\\Mourad');
    expect(lines).toContain('DESCRIPTION:Ligne 1\\nLigne 2');
    expect(lines).toContain('STATUS:TENTATIVE');
    expect(lines).toContain('ORGANIZER;CN="Portail  des  annonces":mailto:contact@portal.example');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('writes a cancellation', () => {
    const ics = buildIcs({ ...event, method: 'CANCEL', status: 'CANCELLED' });
    expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
  });
});

describe('foldLine', () => {
  it('keeps every line within 75 octets and never cuts a character', () => {
    const long = `SUMMARY:${'موعد لإيداع ملف 🗂️ '.repeat(12)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding gives the line back, so no character was split.
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(parts.join('')).not.toContain('\uFFFD');
  });

  it('leaves a short line alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('escapeText and icsDateTime', () => {
  it('escapes the TEXT specials and writes UTC instants', () => {
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(icsDateTime(new Date('2026-12-31T23:59:59.999Z'))).toBe('20261231T235959Z');
  });
});
