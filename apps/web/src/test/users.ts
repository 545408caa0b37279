import type { PublicUser } from '@portal/contract/auth';

/** A signed-in member as the API describes them (ME_KEY's value), for the tests of member-only parts. */
export const TEST_MEMBER: PublicUser = {
  id: 7,
  first_name: 'Nadia',
  last_name: 'Test',
  username: 'nadia',
  email: 'nadia@example.test',
  phone: null,
  country_code: null,
  birthdate: null,
  role: 'user',
  locale: 'en',
  avatar_url: null,
  email_verified: true,
  created_at: '2026-01-01T00:00:00Z',
};
