import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { createMailSender, emlFileName } from './delivery';
import { renderMail } from './templates/render-mail';
import { tempDirs } from '../../../test/temp-dirs';

const tempDir = tempDirs();

describe('.eml delivery (no SMTP_URL)', () => {
  it('writes one parseable file per mail into the mail folder, creating it', async () => {
    const mailDir = path.join(tempDir('portal-mail-'), 'mail');
    const sender = createMailSender({ smtpUrl: undefined, mailFrom: 'Portal <no-reply@portal.dz>', mailDir });
    expect(sender.kind).toBe('files');
    const rendered = renderMail(
      {
        template: 'verify_email',
        locale: 'ar',
        data: { name: 'أمينة', code: '904512', linkPath: '/verify-email?token=t', expiresInMinutes: 60 },
      },
      { publicUrl: 'https://portal.dz' },
    );
    await sender.send({
      id: 42,
      toAddress: 'amina@example.dz',
      template: 'verify_email',
      createdAt: new Date(),
      ...rendered,
    });
    sender.close();

    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    const [file] = files as [string];
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-42-verify_email\.eml$/);
    // Mails hold codes: readable by the server's user only.
    expect(statSync(path.join(mailDir, file)).mode & 0o777).toBe(0o600);

    const parsed = await PostalMime.parse(readFileSync(path.join(mailDir, file)));
    expect(parsed.subject).toBe('تأكيد بريدك الإلكتروني');
    expect(parsed.to?.[0]?.address).toBe('amina@example.dz');
    expect(parsed.from?.address).toBe('no-reply@portal.dz');
    expect(parsed.messageId).toMatch(/^<outbox-42-\d+@portal\.dz>$/);
    expect(parsed.text).toContain('904512');
    expect(parsed.html).toContain('dir="rtl"');
    expect(parsed.headers.find((h) => h.key === 'auto-submitted')?.value).toBe('auto-generated');
  });

  it("adds a mail's own headers (a newsletter's List-Unsubscribe) to the message", async () => {
    const mailDir = path.join(tempDir('portal-mail-'), 'mail');
    const sender = createMailSender({ smtpUrl: undefined, mailFrom: 'Portal <no-reply@portal.dz>', mailDir });
    const rendered = renderMail(
      { template: 'password_changed', locale: 'fr', data: { name: 'Samir' } },
      { publicUrl: 'https://portal.dz' },
    );
    await sender.send({
      id: 43,
      toAddress: 'samir@example.dz',
      template: 'newsletter_issue',
      createdAt: new Date(),
      headers: {
        'List-Unsubscribe': '<https://portal.dz/newsletter/one-click-unsubscribe?token=1.abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      ...rendered,
    });
    sender.close();
    const [file] = readdirSync(mailDir) as [string];
    const parsed = await PostalMime.parse(readFileSync(path.join(mailDir, file)));
    const header = (key: string) => parsed.headers.find((h) => h.key === key)?.value;
    expect(header('list-unsubscribe')).toBe(
      '<https://portal.dz/newsletter/one-click-unsubscribe?token=1.abc>',
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header('auto-submitted')).toBe('auto-generated');
  });

  it('carries attachments, text or base64, in the message', async () => {
    const mailDir = path.join(tempDir('portal-mail-'), 'mail');
    const sender = createMailSender({ smtpUrl: undefined, mailFrom: 'Portal <no-reply@portal.dz>', mailDir });
    const rendered = renderMail(
      { template: 'password_changed', locale: 'ar', data: { name: 'أمينة' } },
      { publicUrl: 'https://portal.dz' },
    );
    const calendar = 'BEGIN:VCALENDAR\r\nSUMMARY:موعد\r\nEND:VCALENDAR\r\n';
    await sender.send({
      id: 44,
      toAddress: 'amina@example.dz',
      template: 'appointment_confirmed',
      createdAt: new Date(),
      attachments: [
        {
          filename: 'appointment.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: calendar,
        },
        {
          filename: 'facture.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('%PDF-1.4 facture').toString('base64'),
          encoding: 'base64',
        },
      ],
      ...rendered,
    });
    sender.close();
    const [file] = readdirSync(mailDir) as [string];
    const raw = readFileSync(path.join(mailDir, file));
    const parsed = await PostalMime.parse(raw);
    const bytes = (i: number) => Buffer.from(parsed.attachments[i]!.content as ArrayBuffer).toString('utf8');
    expect(parsed.text).toBeTruthy();
    expect(parsed.attachments.map((a) => [a.filename, a.mimeType])).toEqual([
      ['appointment.ics', 'text/calendar'],
      ['facture.pdf', 'application/pdf'],
    ]);
    // Sent base64-encoded byte for byte, so the calendar keeps its CRLF line ends (the parser
    // reading it back writes them as LF).
    expect(raw.toString()).toContain(Buffer.from(calendar).toString('base64'));
    expect(bytes(0)).toBe(calendar.replace(/\r\n/g, '\n'));
    expect(bytes(1)).toBe('%PDF-1.4 facture');
  });

  it('names files so they sort by time and are valid on every file system', () => {
    const name = emlFileName({ id: 7, template: 'reset_password' }, new Date('2025-03-01T10:15:00Z'));
    expect(name).toBe('2025-03-01T10-15-00.000Z-7-reset_password.eml');
    expect(emlFileName({ id: 1, template: '../x' }, new Date(0))).not.toContain('/');
  });
});
