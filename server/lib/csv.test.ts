import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvStream, type CsvCell } from './csv.ts';

const BOM = '\uFEFF';

/** The whole document, BOM included (TextDecoder, as in `text()`, would drop it). */
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

/** The document of one header cell and one row holding `cell`, without the BOM and header. */
async function rowOf(cell: CsvCell): Promise<string> {
  const document = await text(csvStream(['h'], [[cell]]));
  return document.slice(`${BOM}"h"\r\n`.length);
}

describe('csvStream cells', () => {
  it.each<[string, CsvCell, string]>([
    ['plain text is quoted', 'Write the plan', '"Write the plan"\r\n'],
    ['a comma stays inside the quotes', 'Plan, then do', '"Plan, then do"\r\n'],
    ['quotes are doubled', 'Say "hi"', '"Say ""hi"""\r\n'],
    ['a line break stays inside the quotes', 'one\ntwo', '"one\ntwo"\r\n'],
    ['a CRLF inside the text stays inside the quotes', 'one\r\ntwo', '"one\r\ntwo"\r\n'],
    ['unicode passes through', 'Café 東京 مرحبا 🚀', '"Café 東京 مرحبا 🚀"\r\n'],
    ['an empty string is an empty quoted field', '', '""\r\n'],
    ['null is an empty quoted field', null, '""\r\n'],
    ['undefined is an empty quoted field', undefined, '""\r\n'],
    // Formula triggers (OWASP CSV injection): the leading apostrophe makes the cell text.
    ['= starts a formula', '=1+2', `"'=1+2"\r\n`],
    ['+ starts a formula', '+1+2', `"'+1+2"\r\n`],
    ['- starts a formula', '-1+2', `"'-1+2"\r\n`],
    ['@ starts a formula', '@SUM(A1)', `"'@SUM(A1)"\r\n`],
    ['a tab first', '\t=1', `"'\t=1"\r\n`],
    ['a carriage return first', '\r=1', `"'\r=1"\r\n`],
    ['full-width = too', '＝1+2', `"'＝1+2"\r\n`],
    [
      'a formula with quotes is prefixed and its quotes doubled',
      '=HYPERLINK("x")',
      `"'=HYPERLINK(""x"")"\r\n`,
    ],
    ['text that looks like a negative number is text, and prefixed', '-5', `"'-5"\r\n`],
    ['a description starting with a dash is prefixed', '- first point', `"'- first point"\r\n`],
    ['a trigger later in the text is harmless', 'a=1', '"a=1"\r\n'],
    ['a space before = is harmless', ' =1', '" =1"\r\n'],
    // Numbers come from our own code: written as numbers, even negative ones (see csv.ts).
    ['a number', 42, '"42"\r\n'],
    ['a negative number stays a number', -5, '"-5"\r\n'],
    ['a decimal number', 1.5, '"1.5"\r\n'],
  ])('%s', async (_label, cell, expected) => {
    expect(await rowOf(cell)).toBe(expected);
  });
});

describe('csvStream document', () => {
  it('starts with a BOM and the header, ends every record with CRLF', async () => {
    const document = await text(
      csvStream(
        ['Id', 'Task name'],
        [
          ['T-0001', 'One'],
          ['T-0002', 'Two'],
        ],
      ),
    );
    expect(document).toBe(`${BOM}"Id","Task name"\r\n"T-0001","One"\r\n"T-0002","Two"\r\n`);
  });

  it('is the header alone when there are no rows', async () => {
    expect(await text(csvStream(['Id'], []))).toBe(`${BOM}"Id"\r\n`);
  });

  it('reads rows from an async iterable as the reader asks, and stops it when the reader goes away', async () => {
    let produced = 0;
    let stopped = false;
    async function* many() {
      try {
        for (;;) {
          produced++;
          yield [produced, 'x'.repeat(1000)];
        }
      } finally {
        stopped = true;
      }
    }
    const stream = csvStream(['n', 'text'], many());
    for await (const _chunk of stream) break; // reading one chunk, then leaving, destroys the stream
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(true);
    // Backpressure: a few buffers' worth (a 64 KB chunk and the streams' own buffers, about
    // 200 rows of 1 KB) were made, not an endless stream.
    expect(produced).toBeLessThan(400);
  });

  it('hands its output out in chunks of many records, not one record each', async () => {
    const chunks: Buffer[] = [];
    const rows = Array.from({ length: 5_000 }, (_, i) => [i, `Task ${i}`]);
    for await (const chunk of csvStream(['n', 'name'], rows)) chunks.push(chunk as Buffer);
    expect(chunks.length).toBeLessThan(5);
    expect(Buffer.concat(chunks).toString('utf8').split('\r\n')).toHaveLength(5_000 + 2);
  });

  it('ends in an error when the rows fail', async () => {
    async function* failing() {
      yield ['ok'];
      throw new Error('database gone');
    }
    await expect(text(csvStream(['h'], failing()))).rejects.toThrow('database gone');
  });
});
