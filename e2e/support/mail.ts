import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import PostalMime from 'postal-mime';

/**
 * The server's outbox as a person would read it: without SMTP_URL its worker writes each mail
 * as `<time>-<id>-<template>.eml` into DATA_DIR/mail/ (support/server.ts gives each run one).
 */
export interface Mail {
  id: number;
  file: string;
  template: string;
  to: string[];
  subject: string;
  text: string;
  /** The 6-digit code, which the text part shows alone on a line indented 4 spaces. */
  code: string | undefined;
  /** Path and query of the mail's link into the portal (`/verify-email?token=…`), if any. */
  linkPath: string | undefined;
  /** The attached files' names and types (an appointment's .ics). */
  attachments: { filename: string; mimeType: string }[];
}

function mailDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return path.join(dir, 'mail');
}

async function readMail(file: string): Promise<Mail> {
  const match = /-(\d+)-([\w-]+)\.eml$/.exec(file);
  const parsed = await PostalMime.parse(await readFile(path.join(mailDir(), file)));
  const text = parsed.text ?? '';
  const link = /https?:\/\/[^\s/]+(\/(?:verify-email\?token=|reset-password\/)[\w-]+)/.exec(text);
  return {
    id: Number(match?.[1] ?? 0),
    file,
    template: match?.[2] ?? '',
    to: (parsed.to ?? []).map((a) => ('address' in a && a.address ? a.address.toLowerCase() : '')),
    subject: parsed.subject ?? '',
    text,
    code: /^ {4}(\d{6})\r?$/m.exec(text)?.[1],
    linkPath: link?.[1],
    attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', mimeType: a.mimeType })),
  };
}

/** Every delivered mail of a template to an address, oldest first. */
export async function mailsTo(to: string, template: string): Promise<Mail[]> {
  let files: string[];
  try {
    files = await readdir(mailDir());
  } catch {
    return [];
  }
  const candidates = files.filter((f) => f.endsWith(`-${template}.eml`));
  const mails = await Promise.all(candidates.map(readMail));
  return mails.filter((m) => m.to.includes(to.toLowerCase())).sort((a, b) => a.id - b.id);
}

/**
 * Waits until the worker has delivered a mail of this template to the address (newer than
 * `after` when given) and returns the newest.
 */
export async function waitForMail(to: string, template: string, after?: Mail): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(to, template);
        found = mails.filter((m) => !after || m.id > after.id).at(-1);
        return found !== undefined;
      },
      { message: `a ${template} mail to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
