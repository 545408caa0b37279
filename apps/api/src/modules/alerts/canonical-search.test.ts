import { describe, expect, it } from 'vitest';
import { canonicalSearch } from './canonical-search';

describe('canonicalSearch', () => {
  it('is the same for the same words and filters, whatever their order, spacing, case or sort', () => {
    const a = canonicalSearch({ platform: 'sales', q: 'Peugeot  208 ', region_id: '16', sort: 'newest' });
    const b = canonicalSearch({ region_id: '16', q: 'peugeot 208', platform: 'sales' });
    expect(a).toBe(b);
  });

  it('differs when a word or a filter differs', () => {
    const base = canonicalSearch({ platform: 'sales', q: 'vélo' });
    expect(canonicalSearch({ platform: 'sales', q: 'velo' })).not.toBe(base);
    expect(canonicalSearch({ platform: 'sales', q: 'vélo', region_id: '16' })).not.toBe(base);
    expect(canonicalSearch({ platform: 'announcements', q: 'vélo' })).not.toBe(base);
  });
});
