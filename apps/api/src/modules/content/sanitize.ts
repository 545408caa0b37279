import { API_PREFIX } from '@portal/contract/endpoints/endpoint';
import sanitizeHtml from 'sanitize-html';

/** Where the CMS's own files are served: the only images a body may show (nothing external). */
export const CONTENT_FILES_PATH = `${API_PREFIX}/content/files/`;

const OWN_FILE = new RegExp(
  `^${CONTENT_FILES_PATH.replace(/[/.]/g, '\\$&')}[A-Za-z0-9_-]{1,80}\\.[a-z0-9]{2,5}$`,
);

/**
 * The rich text an editor writes (Tiptap's HTML), as visitors get it: an allowlist of the
 * elements and attributes Tiptap produces, links only to web, mail and phone addresses or
 * within the site, images only from our own file route; no style, no class, no event
 * attribute, no iframe or script, no other URL scheme (javascript:, data:…). A link opened in
 * a new tab gets `rel="noopener noreferrer"`. Applied on save, so what is stored is what is
 * served.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Text of a removed element stays (a <font> keeps its words) except where it is code.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'object'],
  allowedIframeHostnames: [],
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.href) out.href = attribs.href;
      if (attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.src) out.src = attribs.src;
      if (attribs.alt !== undefined) out.alt = attribs.alt;
      for (const size of ['width', 'height'] as const) {
        if (attribs[size] && /^\d{1,4}$/.test(attribs[size])) out[size] = attribs[size];
      }
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of a body (its text without markup), for reading time and search. */
export function bodyText(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|td|th|blockquote|pre|figcaption)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
