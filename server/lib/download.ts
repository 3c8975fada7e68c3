import { create as contentDisposition } from 'content-disposition';

/**
 * RFC 6266 Content-Disposition (the `content-disposition` package): `filename` in ASCII for old
 * clients and, when the name is not plain ASCII, `filename*` with the exact name in UTF-8
 * (RFC 8187), which clients that know it prefer. `inline` shows the file in the page instead.
 */
export function fileDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  return contentDisposition(fileName, { type });
}

/**
 * The headers of a download: saved under `fileName`, never sniffed into something the browser
 * would run (helmet sets nosniff on every answer already; a download says so itself), and never
 * kept by a shared cache, since it holds what one signed-in person may see.
 */
export function downloadHeaders(
  fileName: string,
  contentType: string,
  options: { type?: 'attachment' | 'inline'; cache?: string } = {},
): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': fileDisposition(fileName, options.type),
    'x-content-type-options': 'nosniff',
    'cache-control': options.cache ?? 'no-store',
  };
}
