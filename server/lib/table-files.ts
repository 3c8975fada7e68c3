import type { Readable } from 'node:stream';
import { csvStream, inertText, type CsvCell } from './csv.ts';
import { openPdf, runsOf, writeRuns } from './pdf-text.ts';

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

/** The table as a PDF: A4 landscape, margins of 0.2 in, rows that paginate under a repeated header. */
async function tablePdf(table: TableDocument): Promise<Buffer> {
  const { doc, done } = await openPdf({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE_MARGIN,
    info: { Title: table.title, Creator: 'Orgdesk' },
    bufferPages: false,
  });

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const bottom = doc.page.height - PAGE_MARGIN;
  const totalWeight = table.columns.reduce((sum, c) => sum + (c.weight ?? 1), 0);
  const widths = table.columns.map((c) => (width * (c.weight ?? 1)) / totalWeight);

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
    writeRuns(doc, runs, x + CELL_PADDING, y + CELL_PADDING, FONT_SIZE, {
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

  writeRuns(doc, runsOf(table.title, true), left, PAGE_MARGIN, TITLE_SIZE, {});
  for (const line of table.subtitle) writeRuns(doc, runsOf(line, false), left, doc.y, FONT_SIZE + 1, {});
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

/** A cell of the workbook: text made inert as in the CSV (a name may start with `=`), numbers as numbers. */
const sheetCell = (cell: string | number | null) =>
  typeof cell === 'string' ? inertText(cell) : (cell ?? '');

/** The table as a real .xlsx workbook: one sheet, the title rows, a bold frozen header, numbers as numbers. */
async function tableXlsx(table: TableDocument): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Orgdesk';
  const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  sheet.addRow([sheetCell(table.title)]).font = { bold: true, size: 14 };
  for (const line of table.subtitle) sheet.addRow([sheetCell(line)]);
  sheet.addRow([]);
  const header = sheet.addRow(table.columns.map((c) => sheetCell(c.label)));
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7F0FD' } };
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  for (const row of table.rows) sheet.addRow(row.map(sheetCell));
  table.columns.forEach((column, i) => {
    const longest = Math.max(column.label.length, ...table.rows.map((row) => String(row[i] ?? '').length));
    const sheetColumn = sheet.getColumn(i + 1);
    sheetColumn.width = Math.min(60, Math.max(10, longest + 2));
    sheetColumn.alignment = { horizontal: column.align, vertical: 'top', wrapText: true };
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The table as CSV: the header row, then the rows (the title lines are the file name's job). */
function tableCsv(table: TableDocument): Readable {
  return csvStream(
    table.columns.map((c) => c.label),
    table.rows.map((row) => row as readonly CsvCell[]),
  );
}

export type TableFormat = 'pdf' | 'xlsx' | 'csv';

const TABLE_MIME_TYPES: Record<TableFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** The table written as a download in `format`, with its content type. */
export async function tableFile(
  table: TableDocument,
  format: TableFormat,
): Promise<{ mimeType: string; body: Buffer | Readable }> {
  const body =
    format === 'pdf' ? await tablePdf(table) : format === 'xlsx' ? await tableXlsx(table) : tableCsv(table);
  return { mimeType: TABLE_MIME_TYPES[format], body };
}
