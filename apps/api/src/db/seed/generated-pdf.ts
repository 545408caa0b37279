import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/**
 * Short PDF documents made at seed time for the demo's legal texts and downloadable forms,
 * with a maintained PDF library: a title, a reference line and paragraphs, wrapped to the page.
 * The standard fonts cover Latin text only (French, English): Arabic needs an embedded font
 * and shaping, which the demo leaves to real documents uploaded in the back office.
 */
export interface PdfText {
  title: string;
  subtitle?: string;
  paragraphs: string[];
  /** Form fields drawn as lines to fill in by hand. */
  fields?: string[];
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 };

export async function simplePdf(text: PdfText): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(text.title);
  doc.setCreator('Portal demo content');
  // A fixed date: the same text always makes the same file.
  doc.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  const write = (line: string, font = regular, size = 11, gap = 4) => {
    if (y < PAGE.margin + size) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    page.drawText(line, { x: PAGE.margin, y: y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
    y -= size + gap;
  };
  const wrap = (paragraph: string, font = regular, size = 11) => {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        write(line, font, size);
        line = word;
      } else line = next;
    }
    if (line) write(line, font, size);
    y -= 6;
  };

  wrap(text.title, bold, 18);
  if (text.subtitle) wrap(text.subtitle, regular, 10);
  y -= 8;
  for (const paragraph of text.paragraphs) wrap(paragraph);
  for (const field of text.fields ?? []) {
    write(`${field} : ${'_'.repeat(Math.max(10, 60 - field.length))}`, regular, 11, 14);
  }
  return Buffer.from(await doc.save());
}
