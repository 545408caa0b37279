import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

/**
 * What an issue's body may hold: text structure and links, nothing that runs, loads or
 * styles. Mail clients show it as sent, so everything else is dropped on save.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], '*': ['dir'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the mail for a new tab and tell the target nothing of where they came from.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** The body as it is stored and mailed: sanitized HTML. */
export function sanitizeIssueBody(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The plain-text part of the mail, from the sanitized body. */
export function issueBodyText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }],
  });
}
