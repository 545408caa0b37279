import { describe, expect, it } from 'vitest';
import { auditSearchErrors, auditSearchQuery, readAuditSearch } from './audit-search';

describe('the audit log search', () => {
  it('reads and writes the URL', () => {
    const search = readAuditSearch(
      new URLSearchParams('actor=moderator&action=listing.&subject=listing:4&page=2'),
    );
    expect(search).toEqual({ actor: 'moderator', action: 'listing.', subject: 'listing:4', page: 2 });
    expect(auditSearchQuery(search)).toBe('?actor=moderator&action=listing.&subject=listing%3A4&page=2');
    expect(readAuditSearch(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('flags the terms the API would refuse, with its own schema', () => {
    const blank = { actor: '', action: '', subject: '', page: 1 };
    expect(auditSearchErrors(blank)).toEqual({});
    expect(
      auditSearchErrors({ ...blank, action: 'listing.approve', subject: 'listing:42', actor: '7' }),
    ).toEqual({});
    expect(auditSearchErrors({ ...blank, action: "listing' OR 1=1", subject: 'listing:abc' })).toEqual({
      action: true,
      subject: true,
    });
  });
});
