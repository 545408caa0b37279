import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { ValidationKey } from '@portal/contract/validation';

/** argon2id at OWASP's minimum: 19 MiB, 2 iterations, 1 lane (OWASP ASVS V2.4). */
const ARGON2_OPTIONS = {
  // 2 = Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so a sign-in for an unknown
 * login takes as long as one for a known login (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  return dummyHash;
}

/**
 * The bundled list of common passwords (zxcvbn's ~49,000, which includes the 10,000 most
 * common and variants such as "password1234").
 */
const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

/** Why a new password is refused, or undefined when it is acceptable (length is the schema's job). */
export function passwordProblem(
  password: string,
  identity: { email?: string | null; username?: string | null },
): ValidationKey | undefined {
  const lowered = password.toLowerCase();
  if (COMMON.has(lowered)) return 'validation.password_too_common';
  const email = identity.email?.toLowerCase();
  const username = identity.username?.toLowerCase();
  if (
    (email && (lowered === email || lowered === email.split('@')[0])) ||
    (username && lowered === username)
  ) {
    return 'validation.password_like_identity';
  }
  return undefined;
}
