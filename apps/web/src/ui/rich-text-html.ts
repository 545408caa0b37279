/**
 * What the page adds to a rich text the API sanitized (an allowlist, on save): ids on its h2/h3
 * for a table of contents, lazy images, tables that scroll sideways on a phone, and links that
 * leave the site opening apart without handing it `window.opener`. Plain string work, so the
 * server draws the same markup as the browser. The sanitizer writes well-formed tags with
 * quoted attributes, which is what the patterns below rely on.
 */

export interface RichTextHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** Ids the app's own page already uses: a heading never takes one. */
const RESERVED_IDS = ['root', 'main', 'ssr-state', 'ssr-scripts'];

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of a piece of HTML (tags dropped, entities read), on one line. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** An id from a heading's words, in any script ("Créer une annonce" → "créer-une-annonce"). */
function headingId(text: string, taken: Set<string>): string {
  const base =
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

const HEADING = /<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/gi;

function withHeadingIds(html: string): { html: string; headings: RichTextHeading[] } {
  const headings: RichTextHeading[] = [];
  const taken = new Set(RESERVED_IDS);
  const out = html.replace(HEADING, (whole, level: string, attrs: string, inner: string) => {
    const text = textOfHtml(inner);
    if (text === '') return whole;
    const own = attribute(attrs, 'id');
    const id = own !== null && own !== '' && !taken.has(own) ? own : headingId(text, taken);
    taken.add(id);
    headings.push({ id, text, level: level === '2' ? 2 : 3 });
    if (own === id) return whole;
    const rest = attrs.replace(/\sid\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i, '');
    return `<h${level} id="${id}"${rest}>${inner}</h${level}>`;
  });
  return { html: out, headings };
}

/** The h2/h3 of a rich text with the ids prepareRichText gives them, in order. */
export function richTextHeadings(html: string): RichTextHeading[] {
  return withHeadingIds(html).headings;
}

/** Whether a link leaves the site: an absolute http(s) address on another origin. */
export function isExternalHref(href: string, origin: string): boolean {
  if (!/^(https?:)?\/\//i.test(href.trim())) return false;
  try {
    return new URL(href.trim(), origin).origin !== origin;
  } catch {
    return true;
  }
}

const TARGET_OR_REL = /\s(?:target|rel)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/** The body as the page shows it (see the top of this file). */
export function prepareRichText(html: string, origin: string): string {
  return withHeadingIds(html)
    .html.replace(/<img\b([^>]*?)\s*\/?>/gi, (whole, attrs: string) =>
      attribute(attrs, 'loading') !== null ? whole : `<img loading="lazy" decoding="async"${attrs}>`,
    )
    .replace(/<table\b/gi, '<div class="rich-text-table" tabindex="0"><table')
    .replace(/<\/table>/gi, '</table></div>')
    .replace(/<a\b([^>]*)>/gi, (whole, attrs: string) => {
      const href = attribute(attrs, 'href');
      if (href === null || !isExternalHref(href, origin)) return whole;
      return `<a${attrs.replace(TARGET_OR_REL, '')} target="_blank" rel="noopener noreferrer">`;
    });
}
