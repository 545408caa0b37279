import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './validation';
import { hasUnsafeCharacters, visibleLength, withoutInvisibleCharacters } from './text';
import { textField } from './text-field';

const title = textField({ min: 5, max: 150 });
const description = textField({ min: 20, max: 5000, multiline: true });

/** The English messages a field answers with. */
function messagesOf(schema: ReturnType<typeof textField>, value: unknown): string[] {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? [] : (fieldErrorsFromIssues('en', result.error.issues)._ ?? []);
}

describe('unsafe characters', () => {
  it('finds NUL and unpaired surrogates, not paired ones', () => {
    expect(hasUnsafeCharacters('abc\u0000def')).toBe(true);
    expect(hasUnsafeCharacters('\uD83D')).toBe(true);
    expect(hasUnsafeCharacters('a\uDE00b')).toBe(true);
    expect(hasUnsafeCharacters('\uDE00\uD83D')).toBe(true);
    expect(hasUnsafeCharacters('تويوتا 😀 Peugeot')).toBe(false);
    expect(hasUnsafeCharacters('')).toBe(false);
  });

  it.each([
    ['a NUL', 'Golf 7\u0000 diesel'],
    ['a lone high surrogate', 'Golf 7 \uD83D diesel'],
    ['a lone low surrogate', '\uDE00Golf 7 diesel'],
  ])('are refused with a message of their own in a one-line and a multi-line field (%s)', (_what, value) => {
    expect(messagesOf(title, value)).toEqual(['This text contains characters that are not allowed.']);
    expect(messagesOf(description, value.repeat(3))).toEqual([
      'This text contains characters that are not allowed.',
    ]);
  });
});

describe('one-line fields', () => {
  it('drop the bidirectional controls and zero-width characters', () => {
    const spoof = '\u202Egnp.exe\u202C Golf\u200B 7\u2066\u2069\u200E\u200F\u061C\uFEFF\u2060';
    expect(title.parse(spoof)).toBe('gnp.exe Golf 7');
  });

  it('keep ZWNJ and ZWJ, which Persian spellings and emoji sequences need', () => {
    expect(title.parse('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(title.parse('👨\u200D👩\u200D👧 family')).toBe('👨\u200D👩\u200D👧 family');
  });

  it('count visible characters for the minimum', () => {
    expect(messagesOf(title, '\u200B'.repeat(6))).toEqual(['Minimum length: 5 characters.']);
    expect(messagesOf(title, '\u200Bab\u200Bcd\u200B')).toEqual(['Minimum length: 5 characters.']);
    // Four flags are 16 UTF-16 units but four characters on the screen.
    expect(messagesOf(title, '🇩🇿🇲🇦🇹🇳🇫🇷')).toEqual(['Minimum length: 5 characters.']);
    // "é" typed as e + combining accent is one character.
    expect(messagesOf(title, 'e\u0301e\u0301e\u0301e\u0301')).toEqual(['Minimum length: 5 characters.']);
    expect(title.parse('🇩🇿🇲🇦🇹🇳🇫🇷🇪🇬')).toBe('🇩🇿🇲🇦🇹🇳🇫🇷🇪🇬');
    expect(title.parse('  سيارة  ')).toBe('سيارة');
  });

  it('keep the maximum and the trimming', () => {
    expect(messagesOf(title, 'x'.repeat(151))).toEqual(['Maximum length: 150 characters.']);
    expect(title.parse(` ${'x'.repeat(150)}\u200F `)).toBe('x'.repeat(150));
  });
});

describe('multi-line fields', () => {
  it('keep the marks a mixed paragraph needs, but count only what shows', () => {
    const text = 'Prix ferme \u200F٣٠٠٠ دج\u200F, visible à Oran.';
    expect(description.parse(text)).toBe(text);
    expect(messagesOf(description, `${'\u200F'.repeat(30)}abc`)).toEqual(['Minimum length: 20 characters.']);
  });
});

describe('visible length', () => {
  it('counts grapheme clusters without format characters', () => {
    expect(visibleLength('abc')).toBe(3);
    expect(visibleLength('\u202Eabc\u202C')).toBe(3);
    expect(visibleLength('👨\u200D👩\u200D👧')).toBe(1);
    expect(withoutInvisibleCharacters('a\u200Cb')).toBe('a\u200Cb');
  });
});
