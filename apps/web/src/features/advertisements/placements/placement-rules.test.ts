import { AD_POPUP_SEEN_KEY } from '@portal/contract/advertisements-values';
import { describe, expect, it } from 'vitest';
import {
  localDay,
  markPopupSeen,
  popupAllowedOn,
  popupSeenToday,
  sponsoredSlotIndexes,
} from './placement-rules';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the popup shows at most once per visitor per day', () => {
  it('shows on a first visit, not again the same day, again the next day', () => {
    const store = memoryStore();
    const morning = new Date(2026, 10, 26, 8, 0);
    const evening = new Date(2026, 10, 26, 23, 59);
    const tomorrow = new Date(2026, 10, 27, 0, 1);
    expect(popupSeenToday(store, morning)).toBe(false);
    markPopupSeen(store, morning);
    expect(store.values.get(AD_POPUP_SEEN_KEY)).toBe('2026-11-26');
    expect(popupSeenToday(store, evening)).toBe(true);
    expect(popupSeenToday(store, tomorrow)).toBe(false);
  });

  it('stays closed when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(popupSeenToday(refusing, new Date())).toBe(true);
    expect(() => markPopupSeen(refusing, new Date())).not.toThrow();
  });

  it('never opens over a form nor in the back office', () => {
    for (const name of ['login', 'register', 'contact-us', 'join-us', 'book-appointment', 'advertisement']) {
      expect(popupAllowedOn({ name: name as never }), name).toBe(false);
    }
    for (const name of ['sales-create', 'announcements-edit', 'profile-main', 'admin', 'admin-users']) {
      expect(popupAllowedOn({ name: name as never }), name).toBe(false);
    }
    for (const name of ['home', 'sales', 'sales-category', 'news', 'search']) {
      expect(popupAllowedOn({ name: name as never }), name).toBe(true);
    }
    expect(popupAllowedOn(undefined)).toBe(false);
  });

  it('counts days on the visitor’s calendar', () => {
    expect(localDay(new Date(2026, 0, 5, 12))).toBe('2026-01-05');
  });
});

describe('sponsored cards in listing results', () => {
  it('go after every N results', () => {
    expect(sponsoredSlotIndexes(20, 8)).toEqual([7, 15]);
    expect(sponsoredSlotIndexes(16, 8)).toEqual([7, 15]);
    expect(sponsoredSlotIndexes(7, 8)).toEqual([]);
    expect(sponsoredSlotIndexes(6, 2)).toEqual([1, 3, 5]);
  });

  it('never for a nonsensical step', () => {
    expect(sponsoredSlotIndexes(20, 0)).toEqual([]);
    expect(sponsoredSlotIndexes(20, 2.5)).toEqual([]);
  });
});
