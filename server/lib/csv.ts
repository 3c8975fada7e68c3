import { Readable, Transform, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A cell of an export: text, a number our own code computed, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined;

/** What starts a formula in a spreadsheet program: a cell beginning with one is made text. */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);

/**
 * Formula injection (OWASP "CSV Injection", ASVS 1.2.10): text starting with `=`, `+`, `-`, `@`,
 * a tab or a carriage return (or the full-width `＝ ＋ － ＠`) gets a leading `'`, so a task named
 * `=HYPERLINK(...)` is shown, not run. The one rule of every spreadsheet we write, CSV and .xlsx.
 * It applies to text only: a cell given as a JavaScript number comes from our own code, cannot
 * hold a formula, and `-5` stays a number in the spreadsheet; text that merely looks like a
 * negative number ("-5" typed into a description) is text and gets the prefix.
 */
export function inertText(text: string): string {
  return FORMULA_TRIGGERS.has(text.charAt(0)) ? `'${text}` : text;
}

/**
 * How every CSV export is written (csv-stringify, RFC 4180): a UTF-8 byte-order mark so that
 * spreadsheet programs read it as UTF-8, CRLF line ends, every field quoted (quotes inside
 * doubled), like User_list.csv; text made inert by inertText (numbers are cast by csv-stringify
 * and left alone).
 */
const CSV_OPTIONS = {
  bom: true,
  record_delimiter: 'windows',
  quoted: true,
  quoted_empty: true,
  cast: { string: inertText },
} as const;

/**
 * A CSV document as a stream: the header row, then each row as the iterable yields it. Rows are
 * pulled only as fast as the reader takes them (the HTTP client, say), so a long export never sits
 * in memory; destroying the stream (a client that went away) stops the iterable (its `finally`
 * runs), and an error thrown by the iterable destroys the stream with that error.
 */
export function csvStream(
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
): Readable {
  async function* records() {
    yield header;
    yield* rows;
  }
  const output = coalesced();
  // pipeline tears all down on an error or an early close; the output then carries the error.
  pipeline(Readable.from(records()), stringify(CSV_OPTIONS), output, () => {});
  return output;
}

/** About how much output goes out at once (one write to the socket, one HTTP chunk). */
const CHUNK_BYTES = 64 * 1024;

/**
 * The writer's output gathered into pieces of about CHUNK_BYTES: it hands out each record on its
 * own, which made 12,000 writes and HTTP chunks of 190 bytes for 12,000 tasks.
 */
function coalesced(): Transform {
  let parts: Buffer[] = [];
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      length += chunk.length;
      if (length >= CHUNK_BYTES) {
        this.push(Buffer.concat(parts, length));
        parts = [];
        length = 0;
      }
      done();
    },
    flush(done) {
      if (length > 0) this.push(Buffer.concat(parts, length));
      done();
    },
  });
}
