import { createHmac } from 'node:crypto';
import { randomToken, safeEqual, sha256 } from '../../platform/auth/secrets';

/** A confirmation link's token; only its SHA-256 is stored. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: sha256(token) };
}

export const confirmTokenHash = sha256;

const signature = (secret: string, subscriberId: number) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${subscriberId}`).digest('base64url');

/**
 * The unsubscribe token every mail carries: the subscriber's id and its HMAC. Nothing is
 * stored (so nothing can leak from the database), it works without an account, and it stays
 * valid for as long as the mail may be read.
 */
export function unsubscribeToken(secret: string, subscriberId: number): string {
  return `${subscriberId}.${signature(secret, subscriberId)}`;
}

/** The subscriber a token names, or undefined for a forged or malformed one. */
export function subscriberOfToken(secret: string, token: string): number | undefined {
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  return safeEqual(match[2] ?? '', signature(secret, id)) ? id : undefined;
}
