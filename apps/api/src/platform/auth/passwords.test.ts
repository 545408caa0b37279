import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at 19 MiB and 2 iterations', async () => {
    const h = await hashPassword('a long enough secret');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, 'a long enough secret')).toBe(true);
    expect(await verifyPassword(h, 'another secret')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('refuses common passwords and the account identity', () => {
    expect(passwordProblem('password1234', {})).toBe('validation.password_too_common');
    expect(passwordProblem('AZERTY', {})).toBe('validation.password_too_common');
    expect(passwordProblem('karim.b@example.dz', { email: 'Karim.B@example.dz' })).toBe(
      'validation.password_like_identity',
    );
    expect(passwordProblem('karim_1987x', { username: 'Karim_1987x' })).toBe(
      'validation.password_like_identity',
    );
    expect(passwordProblem('Tajine-au-citron-42', { email: 'k@x.dz', username: 'karim' })).toBeUndefined();
  });
});
