import { describe, expect, it } from 'vitest';
import { FSI, PDI } from './bidi';
import { notificationParts, notificationText } from './notification-text';

describe('notification sentences', () => {
  it('writes each language, isolating people’s words', () => {
    expect(notificationText('en', 'listing_approved', { title: 'Golf 7' })).toBe(
      `Your listing “${FSI}Golf 7${PDI}” is approved and published.`,
    );
    expect(notificationText('fr', 'listing_rejected', { title: 'Golf', reason: 'Photos floues' })).toBe(
      `Votre annonce « ${FSI}Golf${PDI} » a été refusée : ${FSI}Photos floues${PDI}`,
    );
    expect(notificationText('ar', 'listing_expired', { title: 'سيارة' })).toContain(`${FSI}سيارة${PDI}`);
  });

  it('formats counts and money through Intl, in the reader’s language', () => {
    expect(notificationText('ar', 'alert_match', { search: 'golf', count: 1200 })).toMatch(/1.?200/);
    const paid = notificationText('fr', 'payment_received', { title: 'T', amount: 150000, currency: 'DZD' });
    expect(paid).toMatch(/1\s?500\s?DA/);
  });

  it('chooses the outcome’s sentence of a report', () => {
    expect(notificationText('en', 'report_outcome', { title: 'X', outcome: 'actioned' })).toContain(
      'action was taken',
    );
    expect(notificationText('en', 'report_outcome', { title: 'X', outcome: 'dismissed' })).toContain(
      'no rule',
    );
  });

  it('gives markup the values apart from the words', () => {
    expect(notificationParts('en', 'message', { sender: 'Amina', title: 'Vélo' })).toEqual([
      { text: 'New message from ' },
      { value: 'Amina', user: true },
      { text: ' about “' },
      { value: 'Vélo', user: true },
      { text: '”.' },
    ]);
  });

  it('writes a conversation’s notification with its newest words and how many messages wait', () => {
    const one = { sender: 'Amina', title: 'Vélo', excerpt: 'Toujours là ?', count: 1 };
    expect(notificationText('en', 'message', one)).toBe(
      'New message from \u2068Amina\u2069 about “\u2068Vélo\u2069”: “\u2068Toujours là ?\u2069”',
    );
    expect(notificationText('fr', 'message', { ...one, count: 3 })).toMatch(
      /^3 nouveaux messages de .*le dernier/,
    );
    expect(notificationText('ar', 'message', { ...one, count: 12, excerpt: '' })).toBe(
      'رسائل جديدة (12) من \u2068Amina\u2069 بخصوص «\u2068Vélo\u2069».',
    );
  });
});
