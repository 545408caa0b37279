import { describe, expect, it } from 'vitest';
import { readPush } from './notification-values';

describe('readPush', () => {
  const push = {
    title: 'T',
    body: 'B',
    link: '/profile/notifications',
    tag: 'notification-1',
    lang: 'ar',
    dir: 'rtl',
  };

  it('reads the portal’s push', () => {
    expect(readPush(push)).toEqual(push);
  });

  it('refuses an incomplete push, or one opening another site', () => {
    expect(readPush(null)).toBeUndefined();
    expect(readPush({ ...push, body: 3 })).toBeUndefined();
    expect(readPush({ ...push, link: 'https://elsewhere.example/' })).toBeUndefined();
    expect(readPush({ ...push, link: '//elsewhere.example/' })).toBeUndefined();
    expect(readPush({ ...push, link: '/\\elsewhere.example/' })).toBeUndefined();
  });
});
