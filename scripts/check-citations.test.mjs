// Run by `npm run lint:citations` with Node's own test runner (plain Node, like the check).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { citationsIn } from './check-citations.mjs';

const lines = (file, text) => citationsIn(file, text).map(({ line }) => line);

test('finds issue numbers in line and block comments', () => {
  const text = [
    'const a = 1; // never editable (issue 6)',
    '/**',
    ' * Shared by issues 5 and 6.',
    ' * Fixed after #12 was reported.',
    ' */',
    'const b = 2;',
  ].join('\n');
  assert.deepEqual(lines('a.ts', text), [1, 3, 4]);
});

test('finds documents outside the repository', () => {
  const text = [
    '// the guest-only redirect (spec §4)',
    '// see ../shared/notes',
    '// portal-spec.md says so',
    '/* SECURITY.md, "Files" */',
    '// ARCHITECTURE.md, SEARCH.md and STYLE.md too',
  ].join('\n');
  assert.deepEqual(lines('a.ts', text), [1, 2, 3, 4, 5]);
});

test('reads SQL, CSS and HTML comments in their own syntax', () => {
  assert.deepEqual(lines('m.sql', "SELECT '--x';\n-- append-only (issue 6)"), [2]);
  assert.deepEqual(lines('a.css', '#issue-5 { color: red; }\n/* fonts (issue 5) */'), [2]);
  assert.deepEqual(lines('a.html', '<p>§ 3</p>\n<!-- spec §9 -->'), [2]);
});

test('finds a test name that cites the spec or an issue', () => {
  assert.deepEqual(lines('a.test.ts', "it('reads French (spec §9)', () => {});"), [1]);
  assert.deepEqual(lines('a.test.ts', 'describe(`issue 4: sign-in`, () => {});'), [1]);
});

test('leaves code, ordinary strings and public standards alone', () => {
  const text = [
    "const label = '§ 3 du règlement';",
    "const anchor = '#12';",
    "const url = 'https://example.com/#12';",
    '// If-None-Match compares weakly (RFC 9110 §13.1.2).',
    '// the bidirectional algorithm (UAX #9); React #418 on a mismatch',
    '// zod issues keep their input; `issue(path)` adds one',
    '// every other spec file would see the change',
    'const issue = (n) => n; issue(5);',
  ].join('\n');
  assert.deepEqual(lines('a.ts', text), []);
});
