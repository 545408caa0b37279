import { isolate } from '@portal/contract/bidi';
import { directionOf, type Locale } from '@portal/contract/locale';
import { escapeHtml } from './escape';

/**
 * A run of text inside a paragraph: plain, bold, left-to-right (an address inside an Arabic
 * sentence), or quoted: text a person wrote (a listing's title, a moderator's reason), bold
 * and isolated so it keeps its own direction — an Arabic title in a French mail does not
 * move the sentence's full stop, a Latin one in an Arabic mail is not split. Templates only
 * ever produce text; the layout escapes all of it, so no interpolated value can become markup.
 */
export type Inline = string | { strong: string } | { ltr: string } | { quote: string };

/** The HTML equivalent: an element that takes its direction from its own first strong letter. */
function isolateHtml(value: string): string {
  return `<span dir="auto">${escapeHtml(value)}</span>`;
}

/** What a mail is made of; the layout renders each block as HTML and as plain text. */
export type Block =
  | { type: 'paragraph'; content: Inline[] }
  /** A one-time code, large and left-to-right. */
  | { type: 'code'; code: string }
  /** A call to action; the plain URL is repeated under it for clients that block buttons. */
  | { type: 'button'; label: string; url: string }
  /** Secondary text (expiry, "ignore this mail"), smaller and grey. */
  | { type: 'note'; content: Inline[] }
  /**
   * Rich text written in the back office (a newsletter's body): HTML that the caller already
   * passed through the server's sanitizer, with its plain-text rendering for the text part.
   */
  | { type: 'html'; html: string; text: string }
  /**
   * A listing's card: its photo (an absolute address on this site) when it has one, its title
   * (text a person wrote, isolated), a line of details (price, place) and its link.
   */
  | { type: 'card'; title: string; details: string; url: string; imageUrl: string | null };

export interface LayoutInput {
  locale: Locale;
  siteName: string;
  /** The portal's address (config.publicUrl), linked from the header and footer. */
  siteUrl: string;
  subject: string;
  /** The recipient's first name; an empty name gives a greeting without a name. */
  name: string;
  blocks: Block[];
}

interface LayoutText {
  /** `{name}` is replaced by the recipient's name. */
  greeting: { named: string; anonymous: string };
  buttonFallback: string;
  automatic(siteName: string): string;
}

const LAYOUT_TEXT: Record<Locale, LayoutText> = {
  ar: {
    greeting: { named: 'مرحباً {name}،', anonymous: 'مرحباً،' },
    buttonFallback: 'إذا لم يعمل الزر، انسخ هذا الرابط والصقه في متصفحك:',
    automatic: (site) => `أُرسلت هذه الرسالة تلقائياً من ${site}، يرجى عدم الرد عليها.`,
  },
  fr: {
    greeting: { named: 'Bonjour {name},', anonymous: 'Bonjour,' },
    buttonFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    automatic: (site) => `Ce message a été envoyé automatiquement par ${site} ; merci de ne pas y répondre.`,
  },
  en: {
    greeting: { named: 'Hello {name},', anonymous: 'Hello,' },
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    automatic: (site) => `This message was sent automatically by ${site}; please do not reply to it.`,
  },
};

// Inline CSS only: most mail clients drop <style> elements and external sheets.
const COLORS = {
  page: '#f3f4f6',
  card: '#ffffff',
  border: '#e5e7eb',
  text: '#111827',
  muted: '#6b7280',
  brand: '#0f766e',
  codeBackground: '#f0fdfa',
  codeBorder: '#99f6e4',
  codeText: '#134e4a',
};

/** Tahoma renders Arabic well on every desktop client; the others fall back gracefully. */
function fontFamily(locale: Locale): string {
  return locale === 'ar'
    ? "Tahoma, 'Segoe UI', Arial, sans-serif"
    : "'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
}

function inlineHtml(content: Inline[]): string {
  return content
    .map((part) => {
      if (typeof part === 'string') return escapeHtml(part);
      if ('strong' in part) return `<strong>${escapeHtml(part.strong)}</strong>`;
      if ('quote' in part) return `<strong>${isolateHtml(part.quote)}</strong>`;
      return `<span dir="ltr">${escapeHtml(part.ltr)}</span>`;
    })
    .join('');
}

function inlineText(content: Inline[]): string {
  return content
    .map((part) => {
      if (typeof part === 'string') return part;
      if ('strong' in part) return part.strong;
      if ('quote' in part) return isolate(part.quote);
      return part.ltr;
    })
    .join('');
}

/**
 * "Hello {name},". In HTML the name is isolated (`dir="auto"`): an Arabic name in a French
 * mail, a Latin one in an Arabic mail, or bidi control characters stay inside it.
 */
function greetingHtml(input: LayoutInput): string {
  const { named, anonymous } = LAYOUT_TEXT[input.locale].greeting;
  if (!input.name) return escapeHtml(anonymous);
  return escapeHtml(named).replace('{name}', () => isolateHtml(input.name));
}

function greetingText(input: LayoutInput): string {
  const { named, anonymous } = LAYOUT_TEXT[input.locale].greeting;
  return input.name ? named.replace('{name}', () => isolate(input.name)) : anonymous;
}

function blockHtml(block: Block, input: LayoutInput, align: string): string {
  const font = fontFamily(input.locale);
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;text-align:${align};">${inlineHtml(block.content)}</p>`;
    case 'note':
      return `<p style="margin:0 0 16px;font-size:14px;color:${COLORS.muted};text-align:${align};">${inlineHtml(block.content)}</p>`;
    case 'html':
      return `<div dir="auto" style="margin:0 0 16px;text-align:${align};">${block.html}</div>`;
    case 'code':
      return (
        `<p dir="ltr" style="margin:0 0 20px;text-align:center;">` +
        `<span style="display:inline-block;padding:12px 20px;background-color:${COLORS.codeBackground};` +
        `border:1px solid ${COLORS.codeBorder};border-radius:6px;font-family:'Courier New',Courier,monospace;` +
        `font-size:28px;font-weight:bold;letter-spacing:6px;color:${COLORS.codeText};">${escapeHtml(block.code)}</span></p>`
      );
    case 'card': {
      const href = escapeHtml(block.url);
      const image = block.imageUrl
        ? `<td width="120" style="padding:0;width:120px;"><a href="${href}" target="_blank">` +
          `<img src="${escapeHtml(block.imageUrl)}" width="120" alt="" style="display:block;width:120px;height:auto;border:0;border-radius:6px;"></a></td>`
        : '';
      return (
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border:1px solid ${COLORS.border};border-radius:6px;">` +
        `<tr>${image}<td style="padding:8px 12px;font-family:${font};text-align:${align};vertical-align:top;">` +
        `<a href="${href}" target="_blank" style="color:${COLORS.brand};font-weight:bold;text-decoration:none;">${isolateHtml(block.title)}</a>` +
        `<br><span style="font-size:14px;color:${COLORS.muted};">${escapeHtml(block.details)}</span></td></tr></table>`
      );
    }
    case 'button': {
      const href = escapeHtml(block.url);
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 12px;">` +
        `<tr><td style="border-radius:6px;background-color:${COLORS.brand};">` +
        `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${font};` +
        `font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">` +
        `${escapeHtml(block.label)}</a></td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;color:${COLORS.muted};text-align:${align};">` +
        `${escapeHtml(LAYOUT_TEXT[input.locale].buttonFallback)}<br>` +
        `<a href="${href}" dir="ltr" style="color:${COLORS.brand};word-break:break-all;">${href}</a></p>`
      );
    }
  }
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'note':
      return inlineText(block.content);
    case 'html':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'card':
      return `${isolate(block.title)}\n${block.details}\n${block.url}`;
    case 'button':
      // The paragraph before a button introduces it ("…in one click:"), so the URL is enough.
      return block.url;
  }
}

/** The one HTML layout every mail shares: site name, title, greeting, blocks, footer. */
export function renderHtml(input: LayoutInput): string {
  const dir = directionOf(input.locale);
  const align = dir === 'rtl' ? 'right' : 'left';
  const font = fontFamily(input.locale);
  const text = LAYOUT_TEXT[input.locale];
  const siteUrl = escapeHtml(input.siteUrl);
  const body = input.blocks.map((block) => blockHtml(block, input, align)).join('\n');
  return `<!DOCTYPE html>
<html lang="${input.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(input.subject)}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;background-color:${COLORS.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="background-color:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:560px;background-color:${COLORS.card};border:1px solid ${COLORS.border};border-radius:8px;">
<tr><td style="padding:20px 28px;border-bottom:1px solid ${COLORS.border};font-family:${font};font-size:18px;font-weight:bold;text-align:${align};">
<a href="${siteUrl}" style="color:${COLORS.brand};text-decoration:none;">${escapeHtml(input.siteName)}</a>
</td></tr>
<tr><td style="padding:28px;font-family:${font};font-size:16px;line-height:1.6;color:${COLORS.text};text-align:${align};">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.4;color:${COLORS.text};text-align:${align};">${escapeHtml(input.subject)}</h1>
<p style="margin:0 0 16px;text-align:${align};">${greetingHtml(input)}</p>
${body}
</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" dir="${dir}" style="max-width:560px;">
<tr><td style="padding:16px 28px;font-family:${font};font-size:12px;line-height:1.5;color:${COLORS.muted};text-align:center;">
${escapeHtml(text.automatic(input.siteName))}<br>
<a href="${siteUrl}" dir="ltr" style="color:${COLORS.muted};">${siteUrl}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The plain-text part: the same content, for clients (and people) that do not read HTML. */
export function renderText(input: LayoutInput): string {
  const text = LAYOUT_TEXT[input.locale];
  const body = [greetingText(input), ...input.blocks.map(blockText)].join('\n\n');
  const footer = ['-- ', `${input.siteName} - ${input.siteUrl}`, text.automatic(input.siteName)].join('\n');
  return `${body}\n\n${footer}\n`;
}
