/**
 * RFC 6266 Content-Disposition of a file to save: `filename` in plain ASCII for old clients
 * (anything else, quotes and backslashes become `_`), and `filename*` with the exact name in
 * UTF-8 (RFC 8187), which clients that know it prefer.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The headers of a generated download: saved under `fileName`, never sniffed into something the
 * browser would run (helmet sets nosniff on every answer already; a download says so itself), and
 * never kept by a cache, since it holds what one signed-in person may see.
 */
export function downloadHeaders(fileName: string, contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': attachmentDisposition(fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
}
