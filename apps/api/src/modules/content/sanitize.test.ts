import { describe, expect, it } from 'vitest';
import { bodyText, sanitizeBody } from './sanitize';

describe('sanitizeBody', () => {
  it.each([
    ['<p>Hi <img src=x onerror=alert(1)></p>', '<p>Hi </p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,&lt;script&gt;">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<svg onload=alert(1)><circle/></svg>text', 'text'],
    ['<p style="color:red" class="x" onclick="x()">s</p>', '<p>s</p>'],
    ['<iframe src="https://www.youtube.com/embed/x"></iframe><p>after</p>', '<p>after</p>'],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img src="https://cdn.example/a.png">', ''],
    ['<h1>Title</h1><h2>Part</h2>', 'Title<h2>Part</h2>'],
  ])('removes what is not allowed: %s', (input, output) => {
    expect(sanitizeBody(input)).toBe(output);
  });

  it('keeps what Tiptap writes, and protects links opened in a new tab', () => {
    const kept =
      '<h3>T</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li>a</li></ul><ol><li>b</li></ol>' +
      '<blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr /><p>a<br />b</p>' +
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>c</td></tr></tbody></table>' +
      '<figure><img src="/api/v1/content/files/abc.webp" alt="d" width="300" height="200" /><figcaption>c</figcaption></figure>' +
      '<p><a href="/fr/about-us">in</a> <a href="mailto:a@b.dz">m</a> <a href="tel:+21321000000">t</a></p>';
    expect(sanitizeBody(kept)).toBe(kept);
    expect(sanitizeBody('<a href="https://a.dz" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://a.dz" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeBody('<a href="https://a.dz" target="_top">a</a>')).toBe('<a href="https://a.dz">a</a>');
  });
});

describe('bodyText', () => {
  it('reads the words of a body, blocks apart and entities decoded', () => {
    expect(bodyText('<p>Hello&nbsp;world</p><p>two&amp;three</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Hello world two&three a b',
    );
  });
});
