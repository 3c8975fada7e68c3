import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { csvStream, type CsvCell } from './csv.ts';

/**
 * How a table becomes a file, for every report (spec 002 §9): a PDF (pdfkit, A4 landscape with
 * 0.2 in margins, the header row repeated on each page), a real .xlsx (exceljs) and CSV (the
 * export writer of csv.ts, same rules as the task exports). Reports build one TableDocument and
 * pick the format; nothing else writes report files.
 */
export interface TableDocument {
  title: string;
  /** Lines under the title: who and which period. */
  subtitle: string[];
  columns: readonly {
    label: string;
    align: 'left' | 'right';
    /** Relative width (default 1). */ weight?: number;
  }[];
  rows: readonly (readonly (string | number | null)[])[];
}

const INCH = 72;
const PAGE_MARGIN = 0.2 * INCH;
const FONT_SIZE = 9;
const TITLE_SIZE = 15;
const CELL_PADDING = 4;

interface Fonts {
  regular: Buffer;
  bold: Buffer;
  arabic: Buffer;
  arabicBold: Buffer;
}

let fonts: Fonts | null = null;

/**
 * Noto Sans SC covers Latin, accented Latin and Chinese; Noto Sans Arabic the Arabic script: so
 * the product's five languages render (SIL Open Font License, from the npm registry). Read once;
 * pdfkit embeds only the glyphs a document uses.
 */
function loadFonts(): Fonts {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const file = (spec: string) => fs.readFileSync(require.resolve(spec));
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

interface Run {
  text: string;
  font: keyof Fonts;
}

/**
 * A text cut into runs by script, each with the font that has its glyphs: Arabic in Noto Sans
 * Arabic, everything else in Noto Sans SC. fontkit shapes each Arabic run and lays it out right
 * to left, so a name or a reason in Arabic reads correctly inside a left-to-right table.
 */
function runsOf(value: string | number | null, bold: boolean): Run[] {
  const text = value === null ? '' : String(value);
  const latin: keyof Fonts = bold ? 'bold' : 'regular';
  if (!ARABIC.test(text)) return [{ text, font: latin }];
  const arabic: keyof Fonts = bold ? 'arabicBold' : 'arabic';
  return text
    .split(ARABIC_RUN)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, font: ARABIC.test(part) ? arabic : latin }));
}

/** The table as a PDF: A4 landscape, margins of 0.2 in, rows that paginate under a repeated header. */
export async function tablePdf(table: TableDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const loaded = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE_MARGIN,
    info: { Title: table.title, Creator: 'Orgdesk' },
    bufferPages: false,
  });
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

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const bottom = doc.page.height - PAGE_MARGIN;
  const totalWeight = table.columns.reduce((sum, c) => sum + (c.weight ?? 1), 0);
  const widths = table.columns.map((c) => (width * (c.weight ?? 1)) / totalWeight);

  /** Writes runs one after the other from (x, y), wrapping within `options.width`. */
  const write = (runs: Run[], x: number, y: number, size: number, options: PDFKit.Mixins.TextOptions) => {
    runs.forEach((run, index) => {
      doc.font(run.font).fontSize(size);
      const continued = index < runs.length - 1;
      if (index === 0) doc.text(run.text, x, y, { ...options, continued });
      else doc.text(run.text, { continued });
    });
  };
  const drawText = (
    value: string | number | null,
    x: number,
    y: number,
    w: number,
    align: 'left' | 'right',
    bold: boolean,
  ) => {
    const runs = runsOf(value, bold);
    const rtl = runs.every((run) => run.font.startsWith('arabic'));
    write(runs, x + CELL_PADDING, y + CELL_PADDING, FONT_SIZE, {
      width: w - 2 * CELL_PADDING,
      align: rtl ? 'right' : align,
    });
  };
  /** A cell's height, measured in the font of most of its text. */
  const rowHeight = (cells: readonly (string | number | null)[], bold: boolean) =>
    Math.max(
      ...cells.map((value, i) => {
        const runs = runsOf(value, bold);
        const main = runs.reduce((a, b) => (b.text.length > a.text.length ? b : a));
        doc.font(main.font).fontSize(FONT_SIZE);
        return doc.heightOfString(runs.map((r) => r.text).join('') || ' ', {
          width: widths[i]! - 2 * CELL_PADDING,
        });
      }),
    ) +
    2 * CELL_PADDING;

  const drawRow = (
    cells: readonly (string | number | null)[],
    y: number,
    height: number,
    header: boolean,
    shade: boolean,
  ) => {
    if (header || shade) {
      doc
        .save()
        .rect(left, y, width, height)
        .fill(header ? '#e7f0fd' : '#f7f7f9')
        .restore();
    }
    let x = left;
    cells.forEach((value, i) => {
      drawText(value, x, y, widths[i]!, table.columns[i]!.align, header);
      x += widths[i]!;
    });
    doc
      .save()
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .stroke('#d0d4da')
      .restore();
  };

  write(runsOf(table.title, true), left, PAGE_MARGIN, TITLE_SIZE, {});
  for (const line of table.subtitle) write(runsOf(line, false), left, doc.y, FONT_SIZE + 1, {});
  let y = doc.y + 8;
  const headerCells = table.columns.map((c) => c.label);
  const headerHeight = rowHeight(headerCells, true);
  drawRow(headerCells, y, headerHeight, true, false);
  y += headerHeight;
  table.rows.forEach((row, index) => {
    const height = rowHeight(row, false);
    if (y + height > bottom) {
      doc.addPage();
      y = PAGE_MARGIN;
      drawRow(headerCells, y, headerHeight, true, false);
      y += headerHeight;
    }
    drawRow(row, y, height, false, index % 2 === 1);
    y += height;
  });
  doc.end();
  return done;
}

/** The table as a real .xlsx workbook: one sheet, the title rows, a bold frozen header, numbers as numbers. */
export async function tableXlsx(table: TableDocument): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Orgdesk';
  const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  sheet.addRow([table.title]).font = { bold: true, size: 14 };
  for (const line of table.subtitle) sheet.addRow([line]);
  sheet.addRow([]);
  const header = sheet.addRow(table.columns.map((c) => c.label));
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7F0FD' } };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  for (const row of table.rows) sheet.addRow(row.map((cell) => cell ?? ''));
  table.columns.forEach((column, i) => {
    const longest = Math.max(column.label.length, ...table.rows.map((row) => String(row[i] ?? '').length));
    const sheetColumn = sheet.getColumn(i + 1);
    sheetColumn.width = Math.min(60, Math.max(10, longest + 2));
    sheetColumn.alignment = { horizontal: column.align, vertical: 'top', wrapText: true };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The table as CSV: the header row, then the rows (the title lines are the file name's job). */
export function tableCsv(table: TableDocument): Readable {
  return csvStream(
    table.columns.map((c) => c.label),
    table.rows.map((row) => row as readonly CsvCell[]),
  );
}
