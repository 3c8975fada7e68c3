import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeImage, PHONE_MAKER, phonePhoto } from '../test/uploads.ts';
import { AppError } from './errors.ts';
import { ATTACHMENT_MESSAGES } from '../../shared/rules/attachments.ts';
import { IMAGE_UPLOAD_MESSAGES, reencodeAttachmentImage, reencodeImage, SHOWN_IMAGE_SIZE } from './images.ts';

const messages = IMAGE_UPLOAD_MESSAGES;

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
}

/** A PNG whose header declares `width`×`height` pixels; its data is not worth decoding. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusal(data: Buffer) {
  const err = await reencodeImage(data, SHOWN_IMAGE_SIZE, messages).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return { status: (err as AppError).statusCode, message: (err as AppError).message };
}

describe('reencodeImage', () => {
  it('drops the EXIF block, GPS position included, and cuts the picture to the size shown', async () => {
    const original = await phonePhoto(1200, 900);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const clean = await reencodeImage(original, SHOWN_IMAGE_SIZE, messages);
    expect(clean.extension).toBe('jpg');
    expect(await describeImage(clean.data)).toEqual({
      format: 'jpeg',
      width: SHOWN_IMAGE_SIZE,
      height: SHOWN_IMAGE_SIZE,
      hasMetadata: false,
    });
    expect(clean.data.includes(Buffer.from(PHONE_MAKER))).toBe(false);
  });

  it('keeps a PNG a PNG and does not enlarge a small one', async () => {
    const small = await photo(40, 30).png().toBuffer();
    const clean = await reencodeImage(small, SHOWN_IMAGE_SIZE, messages);
    expect(clean.extension).toBe('png');
    expect(await describeImage(clean.data)).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('turns a JPEG/HTML polyglot into a plain picture', async () => {
    const jpeg = await photo(64, 64).jpeg().toBuffer();
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    // The markup rides in a comment segment right after the start of image, and after the end.
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, html.length + 2]), html]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), html]);
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
    const clean = await reencodeImage(polyglot, SHOWN_IMAGE_SIZE, messages);
    expect(clean.data.includes(Buffer.from('<script'))).toBe(false);
    expect(await describeImage(clean.data)).toMatchObject({ format: 'jpeg', width: 64, height: 64 });
  });

  it('refuses a picture that declares more than 40 megapixels, by its header alone', async () => {
    expect(await refusal(pngDeclaring(8000, 5001))).toEqual({ status: 413, message: messages.size });
    // Just under the limit the header passes and the (missing) data is what fails.
    expect(await refusal(pngDeclaring(8000, 5000))).toEqual({ status: 415, message: messages.type });
  });

  it('refuses what is not a JPEG or PNG, and a truncated picture', async () => {
    const gif = await photo(10, 10).gif().toBuffer();
    expect(await refusal(gif)).toEqual({ status: 415, message: messages.type });
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      status: 415,
      message: messages.type,
    });
    const jpeg = await photo(300, 300).jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toEqual({ status: 415, message: messages.type });
  });
});

describe('reencodeAttachmentImage', () => {
  it('keeps the picture at its size and format, without its EXIF block, and adds a thumbnail', async () => {
    const original = await phonePhoto(1200, 900);
    const clean = await reencodeAttachmentImage(original);
    expect(clean.extension).toBe('jpg');
    expect(await describeImage(clean.data)).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 900,
      hasMetadata: false,
    });
    expect(clean.data.includes(Buffer.from(PHONE_MAKER))).toBe(false);
    expect(await describeImage(clean.thumbnail)).toEqual({
      format: 'jpeg',
      width: SHOWN_IMAGE_SIZE,
      height: SHOWN_IMAGE_SIZE * 0.75,
      hasMetadata: false,
    });
  });

  it('turns a picture upright by its EXIF orientation', async () => {
    // Orientation 6: stored on its side, shown turned 90° clockwise.
    const sideways = await photo(60, 30).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const clean = await reencodeAttachmentImage(sideways);
    expect(await describeImage(clean.data)).toMatchObject({ width: 30, height: 60, hasMetadata: false });
    expect(await describeImage(clean.thumbnail)).toMatchObject({ width: 30, height: 60 });
  });

  it('keeps a PNG a PNG, transparency included, and does not enlarge a small one', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const clean = await reencodeAttachmentImage(png);
    expect(clean.extension).toBe('png');
    expect(await sharp(clean.data).metadata()).toMatchObject({
      format: 'png',
      width: 40,
      height: 30,
      hasAlpha: true,
    });
    expect(await describeImage(clean.thumbnail)).toMatchObject({ format: 'png', width: 40, height: 30 });
  });

  it('leaves behind a script appended after the end of a JPEG', async () => {
    const jpeg = await photo(64, 48).jpeg().toBuffer();
    const tailed = Buffer.concat([jpeg, Buffer.from('<script>alert(document.cookie)</script>')]);
    const clean = await reencodeAttachmentImage(tailed);
    expect(clean.data.includes(Buffer.from('<script'))).toBe(false);
    expect(clean.thumbnail.includes(Buffer.from('<script'))).toBe(false);
    expect(await describeImage(clean.data)).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
  });

  it("refuses what is not a whole JPEG or PNG, in the spec's attachment wording", async () => {
    const gif = await photo(10, 10).gif().toBuffer();
    const jpeg = await photo(300, 300).jpeg().toBuffer();
    for (const data of [gif, jpeg.subarray(0, jpeg.length / 2)]) {
      const err = await reencodeAttachmentImage(data).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ statusCode: 415, message: ATTACHMENT_MESSAGES.type });
    }
    const err = await reencodeAttachmentImage(pngDeclaring(8000, 5001)).catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 413, message: ATTACHMENT_MESSAGES.size });
  });
});
