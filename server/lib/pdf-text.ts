import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * Text in a PDF in any of the product's five languages (report tables, letters): the fonts and
 * the cutting of a text into runs by script.
 */

export interface Fonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
  arabic: fontkit.Font;
  arabicBold: fontkit.Font;
}

let fonts: Fonts | null = null;

/**
 * Noto Sans SC covers Latin, accented Latin and Chinese; Noto Sans Arabic the Arabic script: so
 * the product's five languages render (SIL Open Font License, from the npm registry). Read and
 * parsed once per process: pdfkit takes a parsed fontkit font as it takes the file's bytes, and
 * parsing the fonts again for each document was about 5 % of a busy instance's CPU (the metrics
 * tables of Noto Sans SC's 65,000 glyphs). Each document still embeds only the glyphs it uses
 * (a subset of its own).
 */
function loadFonts(): Fonts {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const file = (spec: string) => {
    const font = fontkit.create(fs.readFileSync(require.resolve(spec)));
    if (!('layout' in font)) throw new Error(`${spec} is a font collection, not a font`);
    return font;
  };
  fonts = {
    regular: file('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: file('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
    arabic: file('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
    arabicBold: file('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
  };
  return fonts;
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const ARABIC_LETTERS = '\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff';
/** Arabic letters with the spaces, digits and punctuation between them (not around them). */
const ARABIC_RUN = new RegExp(
  `([${ARABIC_LETTERS}](?:[${ARABIC_LETTERS}\\s\\d.,:;()-]*[${ARABIC_LETTERS}])?)`,
);

export interface Run {
  text: string;
  font: keyof Fonts;
}

/**
 * A text cut into runs by script, each with the font that has its glyphs: Arabic in Noto Sans
 * Arabic, everything else in Noto Sans SC. fontkit shapes each Arabic run and lays it out right
 * to left, so a name or a reason in Arabic reads correctly inside a left-to-right table.
 */
export function runsOf(value: string | number | null, bold: boolean): Run[] {
  const text = value === null ? '' : String(value);
  const latin: keyof Fonts = bold ? 'bold' : 'regular';
  if (!ARABIC.test(text)) return [{ text, font: latin }];
  const arabic: keyof Fonts = bold ? 'arabicBold' : 'arabic';
  return text
    .split(ARABIC_RUN)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, font: ARABIC.test(part) ? arabic : latin }));
}

/**
 * A new pdfkit document with the four fonts registered under the names runsOf gives ('regular',
 * 'bold', 'arabic', 'arabicBold'), and its bytes once `doc.end()` has been called.
 */
export async function openPdf(
  options: PDFKit.PDFDocumentOptions,
): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument(options);
  // pdfkit's types name only paths and bytes as a font's source; its font factory takes a parsed
  // fontkit font as well (anything with `layout`).
  const loaded = loadFonts() as unknown as Record<keyof Fonts, Buffer>;
  doc.registerFont('regular', loaded.regular);
  doc.registerFont('bold', loaded.bold);
  doc.registerFont('arabic', loaded.arabic);
  doc.registerFont('arabicBold', loaded.arabicBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Writes runs one after the other from (x, y), wrapping within `options.width`. */
export function writeRuns(
  doc: PDFKit.PDFDocument,
  runs: Run[],
  x: number,
  y: number,
  size: number,
  options: PDFKit.Mixins.TextOptions,
): void {
  runs.forEach((run, index) => {
    doc.font(run.font).fontSize(size);
    const continued = index < runs.length - 1;
    if (index === 0) doc.text(run.text, x, y, { ...options, continued });
    else doc.text(run.text, { continued });
  });
}
