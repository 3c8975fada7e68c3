import { openPdf, runsOf, writeRuns } from '../../lib/pdf-text.ts';

/** What an issued letter prints. */
export interface LetterDocument {
  organisation: string;
  referenceNumber: string;
  /** DD-MM-YYYY */
  date: string;
  addressedTo: string;
  subject: string;
  body: string;
  issuer: string;
  /** As printed: ABCD-EFGH-JKMN. */
  verificationCode: string;
  verificationUrl: string;
}

const MARGIN = 72;
const FOOTER_HEIGHT = 48;

/**
 * The letter as a PDF: A4 portrait, the organisation's name as the letterhead, reference and date,
 * addressee, subject, the body's paragraphs, the issuer, and on every page a footer with the
 * verification code and where to check it. Names and text in Arabic or Chinese render through the
 * same fonts and script runs as the report PDFs.
 */
export async function letterPdf(letter: LetterDocument): Promise<Buffer> {
  const { doc, done } = await openPdf({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    info: { Title: `${letter.subject} (${letter.referenceNumber})`, Creator: 'Orgdesk' },
    bufferPages: true,
  });

  const width = doc.page.width - 2 * MARGIN;
  /** A paragraph under the last one; right-aligned when it is all Arabic. */
  const paragraph = (text: string, size: number, bold = false, gap = 10) => {
    const runs = runsOf(text, bold);
    const rtl = runs.every((run) => run.font.startsWith('arabic'));
    writeRuns(doc, runs, MARGIN, doc.y, size, { width, align: rtl ? 'right' : 'left', lineGap: 2 });
    doc.y += gap;
  };

  writeRuns(doc, runsOf(letter.organisation, true), MARGIN, MARGIN, 20, { width, align: 'center' });
  doc.y += 6;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(1)
    .stroke('#228be6');
  doc.y += 16;
  const top = doc.y;
  writeRuns(doc, runsOf(`Ref: ${letter.referenceNumber}`, false), MARGIN, top, 10, { width: width / 2 });
  writeRuns(doc, runsOf(`Date: ${letter.date}`, false), MARGIN + width / 2, top, 10, {
    width: width / 2,
    align: 'right',
  });
  doc.y = Math.max(doc.y, top + 14) + 18;
  if (letter.addressedTo) paragraph(`To: ${letter.addressedTo}`, 11, false, 14);
  paragraph(letter.subject, 13, true, 14);
  for (const text of letter.body.split(/\n\s*\n/)) {
    if (text.trim()) paragraph(text.trim(), 11);
  }
  doc.y += 24;
  paragraph(`Issued by ${letter.issuer}`, 11, false, 2);
  paragraph(`for ${letter.organisation}`, 11, true, 0);

  // The footer sits below the bottom margin, where text would otherwise start a new page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - FOOTER_HEIGHT + 16;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .stroke('#d0d4da');
    writeRuns(doc, runsOf(`Verification code: ${letter.verificationCode}`, true), MARGIN, y + 8, 9, {
      width,
    });
    writeRuns(
      doc,
      runsOf(`Check that this letter is genuine at ${letter.verificationUrl}`, false),
      MARGIN,
      y + 22,
      9,
      { width },
    );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
