import { afterEach, describe, expect, it } from 'vitest';
import { queueActionOf } from './shortcuts';

function press(key: string, target: EventTarget | null = document.body, mods: Partial<KeyboardEvent> = {}) {
  return queueActionOf({ key, target, ctrlKey: false, altKey: false, metaKey: false, ...mods });
}

describe('the review queue shortcuts', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('maps j, k, Enter, a, r, x and ? to their actions', () => {
    expect(['j', 'k', 'Enter', 'a', 'r', 'x', '?'].map((key) => press(key))).toEqual([
      'next',
      'previous',
      'open',
      'approve',
      'reject',
      'select',
      'help',
    ]);
    expect(press('q')).toBeNull();
  });

  it('never fires while typing in a field, or with a modifier key', () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><select id="s"></select><div id="c" contenteditable="true"><span id="in">x</span></div>';
    for (const id of ['i', 't', 's']) expect(press('a', document.getElementById(id))).toBeNull();
    expect(press('j', document.getElementById('in'))).toBeNull();
    expect(press('a', document.body, { ctrlKey: true })).toBeNull();
    expect(press('r', document.body, { metaKey: true })).toBeNull();
    expect(press('x', document.body, { altKey: true })).toBeNull();
  });

  it('leaves Enter to a focused link or button, but letters still act there', () => {
    document.body.innerHTML = '<a id="l" href="/x">x</a><button id="b">b</button>';
    expect(press('Enter', document.getElementById('l'))).toBeNull();
    expect(press('Enter', document.getElementById('b'))).toBeNull();
    expect(press('a', document.getElementById('l'))).toBe('approve');
  });

  it('is silent behind a modal dialog', () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="true"></div>';
    expect(press('j')).toBeNull();
  });
});
