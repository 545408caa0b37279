import { describe, expect, it } from 'vitest';
import { isExternalHref, prepareRichText, richTextHeadings, textOfHtml } from './rich-text-html';

const origin = 'https://portal.example';

describe('rich text as the page shows it', () => {
  it('gives headings ids from their words in any script, unique, keeping a free one of their own', () => {
    const html =
      '<h2>Créer un compte</h2><h3 id="own">Étape &amp; suite</h3><h2>ملاحظة مهمة</h2><h2>Créer un compte</h2><h2>Root</h2>';
    expect(richTextHeadings(html)).toEqual([
      { id: 'créer-un-compte', text: 'Créer un compte', level: 2 },
      { id: 'own', text: 'Étape & suite', level: 3 },
      { id: 'ملاحظة-مهمة', text: 'ملاحظة مهمة', level: 2 },
      { id: 'créer-un-compte-2', text: 'Créer un compte', level: 2 },
      // The app's own #root is never taken.
      { id: 'root-2', text: 'Root', level: 2 },
    ]);
    const out = prepareRichText(html, origin);
    expect(out).toContain('<h2 id="créer-un-compte">Créer un compte</h2>');
    expect(out).toContain('<h3 id="own">');
    expect(out).toContain('<h2 id="créer-un-compte-2">');
  });

  it('loads images lazily unless told otherwise, and lets tables scroll', () => {
    const out = prepareRichText(
      '<p><img src="/a.webp" alt="a"></p><img loading="eager" src="/b.webp"><table><tr><td>1</td></tr></table>',
      origin,
    );
    expect(out).toContain('<img loading="lazy" decoding="async" src="/a.webp" alt="a">');
    expect(out).toContain('<img loading="eager" src="/b.webp">');
    expect(out).toContain(
      '<div class="rich-text-table" tabindex="0"><table><tr><td>1</td></tr></table></div>',
    );
  });

  it('opens links that leave the site apart, without the opener, and leaves ours alone', () => {
    const out = prepareRichText(
      '<a href="https://other.example/x" target="_self">x</a><a href="/faq">faq</a><a href="https://portal.example/blog">blog</a><a href="#top">top</a>',
      origin,
    );
    expect(out).toContain(
      '<a href="https://other.example/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(out).toContain('<a href="/faq">faq</a>');
    expect(out).toContain('<a href="https://portal.example/blog">blog</a>');
    expect(out).toContain('<a href="#top">top</a>');
  });

  it('reads the text of a piece of HTML', () => {
    expect(textOfHtml('<b>A</b>&nbsp;&#233;t&#xe9; <i>b</i>')).toBe('A été b');
    expect(isExternalHref('//cdn.example/x', origin)).toBe(true);
    expect(isExternalHref('mailto:a@b.c', origin)).toBe(false);
  });
});
