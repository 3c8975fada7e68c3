import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_MESSAGES,
} from '../../shared/rules/attachments.ts';
import { INPUT_MESSAGES } from '../../shared/schemas/common.schema.ts';
import { BOUNDARY, multipartBody, PNG, type Part } from '../test/uploads.ts';
import { registerErrorHandler } from './error-handler.ts';
import { readMultipartForm, readSingleUpload } from './uploads.ts';

const BODY_MAX = 40_000;
const TOO_LONG = 'A comment can be at most 40000 characters long.';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandler(app);
  // As server/app.ts registers it.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 10, fields: 20 } });
  app.post('/form', async (request) => {
    const form = await readMultipartForm(request, {
      maxFiles: ATTACHMENT_MAX_FILES,
      maxBytes: ATTACHMENT_MAX_BYTES,
      fields: { body: { maxLength: BODY_MAX, tooLong: TOO_LONG } },
      messages: ATTACHMENT_MESSAGES,
    });
    return {
      fields: form.fields,
      files: form.files.map((f) => ({ fileName: f.fileName, size: f.data.length, sha256: sha256(f.data) })),
    };
  });
  app.post('/single', async (request) => {
    const data = await readSingleUpload(request, 5_242_880, ATTACHMENT_MESSAGES);
    return { size: data.length };
  });
  await app.ready();
});

afterAll(() => app.close());

function send(
  url: string,
  parts: Part[] | Buffer,
  contentType = `multipart/form-data; boundary=${BOUNDARY}`,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType },
    payload: Buffer.isBuffer(parts) ? parts : multipartBody(parts),
  });
}

const file = (fileName: string, data: Buffer, field = 'files'): Part => ({
  field,
  filename: fileName,
  contentType: 'application/octet-stream',
  data,
});
const body = (text: string): Part => ({ field: 'body', data: text });

function errorOf(res: { statusCode: number; json: () => unknown }) {
  const { error } = res.json() as { error: { code: string; message: string; details?: unknown } };
  return { status: res.statusCode, ...error };
}

describe('readMultipartForm', () => {
  it('returns the text and every file as sent, names in UTF-8 included', async () => {
    const pdf = Buffer.from('%PDF-1.4 a small document');
    const res = await send('/form', [
      body('See the attached — ça marche.'),
      file('photo.png', PNG),
      file('résumé 会议.pdf', pdf),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { body: 'See the attached — ça marche.' },
      files: [
        { fileName: 'photo.png', size: PNG.length, sha256: sha256(PNG) },
        { fileName: 'résumé 会议.pdf', size: pdf.length, sha256: sha256(pdf) },
      ],
    });
  });

  it('accepts a form with neither text nor files: whether one is needed is the caller’s rule', async () => {
    const res = await send('/form', []);
    expect(res.json()).toEqual({ fields: {}, files: [] });
  });

  it('accepts a file of exactly 10,485,760 bytes and refuses one byte more with 413', async () => {
    const largest = Buffer.alloc(ATTACHMENT_MAX_BYTES, 7);
    const ok = await send('/form', [file('largest.pdf', largest)]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().files).toEqual([{ fileName: 'largest.pdf', size: 10_485_760, sha256: sha256(largest) }]);

    const over = await send('/form', [file('small.png', PNG), file('over.pdf', Buffer.alloc(10_485_761, 7))]);
    expect(errorOf(over)).toEqual({ status: 413, code: 'file_too_large', message: ATTACHMENT_MESSAGES.size });
  });

  it('accepts ten files of 10 MB with the text: no app-wide body limit stands in the way', async () => {
    const files = Array.from({ length: 10 }, (_, i) =>
      file(`f${i}.pdf`, Buffer.alloc(ATTACHMENT_MAX_BYTES, i)),
    );
    const res = await send('/form', [body('ten'), ...files]);
    expect(res.statusCode).toBe(200);
    expect(res.json().files.map((f: { size: number }) => f.size)).toEqual(
      Array(10).fill(ATTACHMENT_MAX_BYTES),
    );
  });

  it.each([
    ['alone', [] as Part[]],
    ['after the text', [body('eleven')]],
  ])('refuses an eleventh file with 413, %s', async (_label, before) => {
    const files = Array.from({ length: 11 }, (_, i) => file(`f${i}.png`, PNG));
    const res = await send('/form', [...before, ...files]);
    expect(errorOf(res)).toEqual({
      status: 413,
      code: 'too_many_files',
      message: ATTACHMENT_MESSAGES.tooMany,
    });
  });

  it('refuses a request that is not multipart with 415', async () => {
    const res = await send('/form', Buffer.from('{"body":"hi"}'), 'application/json');
    expect(errorOf(res)).toEqual({
      status: 415,
      code: 'unsupported_media_type',
      message: ATTACHMENT_MESSAGES.type,
    });
  });

  it.each<[string, Buffer | Part[], string?]>([
    ['a body cut off inside a file', multipartBody([file('a.pdf', Buffer.alloc(5000, 1))]).subarray(0, 3000)],
    ['a body without its closing boundary', multipartBody([body('hi')]).subarray(0, -(BOUNDARY.length + 6))],
    ['a boundary that is not the one used', [body('hi')], 'multipart/form-data; boundary=another-one'],
    ['no boundary at all', [body('hi')], 'multipart/form-data'],
    ['an empty file', [file('empty.pdf', Buffer.alloc(0))]],
    ['a file in another field', [file('a.png', PNG, 'file')]],
    ['a field not asked for', [body('hi'), { field: 'taskId', data: '12' }]],
    ['the text sent twice', [body('one'), body('two')]],
    ['a field named after a prototype property', [{ field: '__proto__', data: 'x' }]],
  ])('refuses %s with 400', async (_label, parts, contentType) => {
    const res = await send('/form', parts, contentType);
    expect(errorOf(res)).toMatchObject({ status: 400, message: ATTACHMENT_MESSAGES.failed });
  });

  it('takes text up to its length in UTF-16 units, however many bytes, and refuses more under the field', async () => {
    for (const text of ['a'.repeat(BODY_MAX), '€'.repeat(BODY_MAX), '😀'.repeat(BODY_MAX / 2)]) {
      const res = await send('/form', [body(text)]);
      expect(res.statusCode).toBe(200);
      expect(res.json().fields.body).toBe(text);
    }
    for (const text of ['a'.repeat(BODY_MAX + 1), '€'.repeat(BODY_MAX + 1), '€'.repeat(BODY_MAX * 2)]) {
      expect(errorOf(await send('/form', [body(text)]))).toEqual({
        status: 422,
        code: 'validation_failed',
        message: TOO_LONG,
        details: [{ path: 'body', message: TOO_LONG }],
      });
    }
  });

  it('refuses text that no column can store, as the input guard does for JSON', async () => {
    expect(errorOf(await send('/form', [body('a\u0000b')]))).toEqual({
      status: 422,
      code: 'validation_failed',
      message: INPUT_MESSAGES.badText,
      details: [{ path: 'body', message: INPUT_MESSAGES.badText }],
    });
  });
});

describe('readSingleUpload', () => {
  it('reads the one file in the field "file"', async () => {
    const res = await send('/single', [file('a.png', PNG, 'file')]);
    expect(res.json()).toEqual({ size: PNG.length });
  });

  it.each<[string, Part[] | Buffer, number, string, string?]>([
    [
      'a second file',
      [file('a.png', PNG, 'file'), file('b.png', PNG, 'file')],
      400,
      ATTACHMENT_MESSAGES.failed,
    ],
    [
      'a file over its limit',
      [file('a.png', Buffer.alloc(5_242_881), 'file')],
      413,
      ATTACHMENT_MESSAGES.size,
    ],
    ['no file', [], 400, ATTACHMENT_MESSAGES.failed],
    ['JSON', Buffer.from('{}'), 415, ATTACHMENT_MESSAGES.type, 'application/json'],
  ])('refuses %s', async (_label, parts, status, message, contentType) => {
    expect(errorOf(await send('/single', parts, contentType))).toMatchObject({ status, message });
  });
});
