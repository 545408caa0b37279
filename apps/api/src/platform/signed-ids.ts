import { createHmac } from 'node:crypto';
import { safeEqual } from './auth/secrets';

const signature = (secret: string, purpose: string, id: number) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

/**
 * A token naming one row for one purpose (`<id>.<HMAC>`), for links mailed to people who may
 * not be signed in (an unsubscribe link): nothing is stored, so nothing can leak from the
 * database, and it stays valid for as long as the mail may be read.
 */
export function signedIdToken(secret: string, purpose: string, id: number): string {
  return `${id}.${signature(secret, purpose, id)}`;
}

/** The id a token names for this purpose, or undefined for a forged or malformed one. */
export function idOfSignedToken(secret: string, purpose: string, token: string): number | undefined {
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  return safeEqual(match[2] ?? '', signature(secret, purpose, id)) ? id : undefined;
}
