import { describe, expect, it } from 'vitest';
import { withRenderedPage } from './spa';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <link rel="modulepreload" crossorigin href="/build/assets/app.js">
    <title>Portail</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('withRenderedPage', () => {
  it('writes the drawing and its state, Arabic and Latin alike, into the document as UTF-8', () => {
    const html = `<h1>إعلانات مبوّبة · Petites annonces</h1>${'<p>سيارة « Peugeot »</p>'.repeat(500)}`;
    const state = JSON.stringify({ title: 'هاتف — téléphone' });
    const bytes = withRenderedPage(INDEX, { html, state, locale: 'ar', views: [] });
    const text = bytes.toString('utf8');
    expect(Buffer.byteLength(text)).toBe(bytes.length);
    expect(text).toContain('<html lang="ar" dir="rtl">');
    expect(text).toContain(`<div id="root" inert>${html}</div>`);
    expect(text).toContain(`<script type="application/json" id="ssr-state">${state}</script>`);
    // The preload became a script listed for the entry, after the first paint.
    expect(text).not.toContain('modulepreload');
    expect(text).toContain('["/build/assets/app.js"]</script>');
    expect(text.endsWith('</body>\n</html>')).toBe(true);
  });
});
