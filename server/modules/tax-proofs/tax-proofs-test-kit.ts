import type { TestClient } from '../../test/test-app.ts';
import { BOUNDARY, multipartBody, type Part } from '../../test/uploads.ts';

/** A small PDF as a scanner writes one: enough for the content check and a viewer. */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function proofParts(
  fields: { type?: string; documentName?: string; financialYear?: string },
  file: { name: string; data: Buffer; contentType?: string } | null = { name: 'rent.pdf', data: SMALL_PDF },
): Part[] {
  const parts: Part[] = Object.entries(fields).map(([field, data]) => ({ field, data }));
  if (file) {
    parts.push({
      field: 'files',
      filename: file.name,
      contentType: file.contentType ?? 'application/pdf',
      data: file.data,
    });
  }
  return parts;
}

export function uploadProof(client: TestClient, parts: Part[]) {
  return client.request({
    method: 'POST',
    url: '/api/v1/tax-proofs',
    payload: multipartBody(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}
