import sharp from 'sharp';

/** Upload bodies for the API tests, built by hand so that malformed ones can be built too. */

// The smallest valid PNG: a 1×1 transparent pixel.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const BOUNDARY = '----orgdesk-test-boundary';

export interface Part {
  field: string;
  /** Set for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** The raw bytes of a well-formed multipart body holding `parts`. */
export function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"` +
        (p.filename === undefined ? '' : `; filename="${p.filename}"`) +
        (p.contentType ? `\r\nContent-Type: ${p.contentType}` : '') +
        '\r\n\r\n',
    ),
    Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
}

/** A multipart request with one file in the field "file", as the web app sends it. */
export function multipart(filename: string, contentType: string, data: Buffer) {
  return {
    payload: multipartBody([{ field: 'file', filename, contentType, data }]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** What a client sees of a served picture: its format, size and whether any metadata came along. */
export async function describeImage(data: Buffer) {
  const meta = await sharp(data).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    hasMetadata: Boolean(meta.exif ?? meta.xmp ?? meta.iptc ?? meta.comments?.length),
  };
}

/** A photo as a phone writes it: a large JPEG whose EXIF block names the maker and where it was taken. */
export function phonePhoto(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .withExif({
      IFD0: { Make: PHONE_MAKER, Model: 'Phone 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** The maker phonePhoto writes into its EXIF block, to look for in what is served. */
export const PHONE_MAKER = 'PhoneMaker';
