#!/usr/bin/env node
// Fails when a source comment cites something a reader of this repository
// cannot open: an issue number, or a document kept outside the repository
// (the product spec, the team's shared notes). A comment says why in words
// or points to a document in docs/.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const ROOTS = ['apps', 'packages', 'e2e', 'scripts'];
const EXTENSIONS = /\.(?:ts|tsx|mts|cts|mjs|cjs|js|sql|css|html)$/;
// The check's own tests hold citations on purpose, as examples it must find.
const SKIPPED = new Set(['scripts/check-citations.test.mjs']);

// Patterns are matched against comments, never against code, so a CSS "#id"
// passes. String literals (test names, OpenAPI summaries) are checked only
// with the patterns that cannot be ordinary text: a "§" or "#3" inside a
// string is left alone, a spec section or an issue number is not.
const CITATIONS = [
  { name: 'issue number', inStrings: true, pattern: /\bissues?\s+#?\d+/i },
  // A hash and a number as an issue, "(#NN)" or "see #NN", not "UAX #9" or "React #418".
  { name: 'issue number', pattern: /(?:\(|\b(?:see|per|in|fixes|fixed|closes|after)\s+)#\d+\b/i },
  { name: 'path outside the repository', inStrings: true, pattern: /\.\.\/shared\b/ },
  { name: 'product spec', inStrings: true, pattern: /portal-spec|\bspec\s*§/i },
  { name: 'shared document', inStrings: true, pattern: /\b(?:ARCHITECTURE|SECURITY|SEARCH|STYLE)\.md\b/ },
];

function trackedFiles() {
  const out = execFileSync('git', ['ls-files', '-z', '--', ...ROOTS], { encoding: 'utf8' });
  return out.split('\0').filter((file) => EXTENSIONS.test(file) && !SKIPPED.has(file));
}

// Returns [line, text, isString] triples for comments and string literals. A small scanner that knows strings,
// template literals and regular-expression-free comment starts is enough for
// this repository's sources; SQL uses "--" and "/* */", CSS and HTML their own.
function comments(file, text) {
  const found = [];
  const push = (start, body, isString = false) => {
    const line = text.slice(0, start).split('\n').length;
    body.split('\n').forEach((part, i) => found.push([line + i, part, isString]));
  };
  if (file.endsWith('.html')) {
    for (const m of text.matchAll(/<!--([\s\S]*?)-->/g)) push(m.index, m[1]);
    return found;
  }
  const sql = file.endsWith('.sql');
  const css = file.endsWith('.css');
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end;
      push(i, text.slice(i + 2, stop));
      i = stop + 2;
    } else if ((!sql && !css && c === '/' && next === '/') || (sql && c === '-' && next === '-')) {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      push(i, text.slice(i + 2, stop));
      i = stop;
    } else if (c === '"' || c === "'" || (c === '`' && !sql && !css)) {
      const end = skipString(text, i, c);
      push(i, text.slice(i + 1, end - 1), true);
      i = end;
    } else {
      i += 1;
    }
  }
  return found;
}

function skipString(text, start, quote) {
  let i = start + 1;
  while (i < text.length) {
    const c = text[i];
    if (c === '\\') i += 2;
    else if (c === quote) return i + 1;
    else if (quote === '`' && c === '$' && text[i + 1] === '{') i = skipTemplateExpression(text, i + 2);
    else if (c === '\n' && quote !== '`') return i;
    else i += 1;
  }
  return i;
}

function skipTemplateExpression(text, start) {
  let depth = 1;
  let i = start;
  while (i < text.length && depth > 0) {
    const c = text[i];
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(text, i, c);
      continue;
    }
    if (c === '{') depth += 1;
    else if (c === '}') depth -= 1;
    i += 1;
  }
  return i;
}

/** The citations in one file's comments (and, for the unmistakable ones, its strings). */
export function citationsIn(file, text) {
  const found = [];
  for (const [line, body, isString] of comments(file, text)) {
    const hit = CITATIONS.find(({ pattern, inStrings }) => (inStrings || !isString) && pattern.test(body));
    if (hit) found.push({ line, name: hit.name, text: body.trim() });
  }
  return found;
}

function main() {
  const problems = [];
  for (const file of trackedFiles()) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    for (const { line, name, text: body } of citationsIn(file, text)) {
      problems.push(`${file}:${line}: cites ${name}: ${body}`);
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `\n${problems.length} comment(s) cite an issue or a document outside the repository. ` +
        'Say why in words, or point to a document in docs/.',
    );
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
