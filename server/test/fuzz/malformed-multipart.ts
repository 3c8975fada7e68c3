/** Upload bodies for the route fuzz: a well-formed one, malformed ones of every kind, and random ones. */
import fc from 'fast-check';
import { IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import { BOUNDARY, multipartBody, PNG, type Part } from '../uploads.ts';

export interface MultipartCase {
  label: string;
  contentType: string;
  payload: Buffer;
}

const withBoundary = `multipart/form-data; boundary=${BOUNDARY}`;
/** A body of no parts: the closing delimiter alone. */
const closing = multipartBody([]);

const png = (filename: string, data: Buffer = PNG, field = 'file'): Part => ({
  field,
  filename,
  contentType: 'image/png',
  data,
});

/** A well-formed upload of `data` in the field "file", as the web app sends it. */
export function wellFormedUpload(data: Buffer): MultipartCase {
  return {
    label: 'one PNG in "file"',
    contentType: withBoundary,
    payload: multipartBody([png('fuzz.png', data)]),
  };
}

// Written out as raw bytes where multipartBody cannot build the malformation.
export const MULTIPART_CASES: MultipartCase[] = [
  { label: 'empty body', contentType: withBoundary, payload: Buffer.alloc(0) },
  {
    label: 'bogus boundary',
    contentType: 'multipart/form-data; boundary=not-the-one-used',
    payload: wellFormedUpload(PNG).payload,
  },
  {
    label: 'boundary parameter missing',
    contentType: 'multipart/form-data',
    payload: wellFormedUpload(PNG).payload,
  },
  {
    label: 'empty boundary',
    contentType: 'multipart/form-data; boundary=',
    payload: wellFormedUpload(PNG).payload,
  },
  {
    label: 'boundary over 70 characters',
    contentType: `multipart/form-data; boundary=${'b'.repeat(200)}`,
    payload: multipartBody([], 'b'.repeat(200)),
  },
  {
    label: 'truncated in the file data',
    contentType: withBoundary,
    // Without the closing delimiter and the part's last 40 bytes, which end inside the PNG.
    payload: multipartBody([png('cut.png')]).subarray(0, -(closing.length + 40)),
  },
  {
    label: 'truncated in the part headers',
    contentType: withBoundary,
    payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`),
  },
  {
    label: 'two files',
    contentType: withBoundary,
    payload: multipartBody([png('a.png'), png('b.png')]),
  },
  {
    label: 'file under an unexpected field name',
    contentType: withBoundary,
    payload: multipartBody([png('a.png', PNG, 'avatar')]),
  },
  {
    label: 'a text field and no file',
    contentType: withBoundary,
    payload: multipartBody([{ field: 'file', data: 'hello' }]),
  },
  {
    label: 'file one byte over the size limit',
    contentType: withBoundary,
    payload: multipartBody([png('big.png', Buffer.alloc(IMAGE_MAX_BYTES + 1, 1))]),
  },
  {
    label: 'empty file',
    contentType: withBoundary,
    payload: multipartBody([png('e.png', Buffer.alloc(0))]),
  },
  {
    label: 'text posing as a PNG',
    contentType: withBoundary,
    payload: multipartBody([png('a.png', Buffer.from('not an image'))]),
  },
  {
    label: 'PNG header then garbage',
    contentType: withBoundary,
    payload: multipartBody([png('a.png', Buffer.concat([PNG.subarray(0, 33), Buffer.alloc(64, 0xff)]))]),
  },
  {
    label: 'NUL and a WTF-8 surrogate in the file name',
    contentType: withBoundary,
    // Raw bytes: a file name given as text is written as UTF-8, which has no lone surrogate.
    payload: Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="`),
      Buffer.from([0x61, 0x00, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x6e, 0x67]),
      Buffer.from(`"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from('\r\n'),
      closing,
    ]),
  },
  {
    label: 'path traversal in the file name',
    contentType: withBoundary,
    payload: multipartBody([png('../../../../etc/passwd.png')]),
  },
  {
    label: 'part without Content-Disposition',
    contentType: withBoundary,
    payload: Buffer.from(`--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`),
  },
  {
    label: 'huge part header (100k)',
    contentType: withBoundary,
    payload: Buffer.from(`--${BOUNDARY}\r\nX-Long: ${'h'.repeat(100_000)}\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`),
  },
  { label: 'only the closing boundary', contentType: withBoundary, payload: closing },
];

/** Random multipart bodies: random file contents in a well-formed envelope, and random bytes. */
export function randomMultipartCases(seed: number, runs: number): MultipartCase[] {
  const bytes = fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a));
  return fc
    .sample(fc.tuple(fc.boolean(), bytes), { seed, numRuns: runs })
    .map(([enveloped, data], i) =>
      enveloped
        ? { ...wellFormedUpload(data), label: `fc#${i} random file contents (${data.length} bytes)` }
        : { label: `fc#${i} random body (${data.length} bytes)`, contentType: withBoundary, payload: data },
    );
}
