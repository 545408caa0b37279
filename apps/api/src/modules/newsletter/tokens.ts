import { randomToken, sha256 } from '../../platform/auth/secrets';
import { idOfSignedToken, signedIdToken } from '../../platform/signed-ids';

/** A confirmation link's token; only its SHA-256 is stored. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomToken();
  return { token, hash: sha256(token) };
}

export const confirmTokenHash = sha256;

/**
 * The unsubscribe token every mail carries: the subscriber's id and its HMAC
 * (platform/signed-ids.ts). It works without an account.
 */
export function unsubscribeToken(secret: string, subscriberId: number): string {
  return signedIdToken(secret, 'newsletter-unsubscribe', subscriberId);
}

/** The subscriber a token names, or undefined for a forged or malformed one. */
export function subscriberOfToken(secret: string, token: string): number | undefined {
  return idOfSignedToken(secret, 'newsletter-unsubscribe', token);
}
