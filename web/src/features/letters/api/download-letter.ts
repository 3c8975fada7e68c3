import { useMutation } from '@tanstack/react-query';
import { letterFileName } from '../../../../../shared/rules/letters.ts';
import type { LetterRequest } from '../../../../../shared/schemas/letters.schema.ts';
import { apiDownload } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Saves the issued letter under the name the server gives it (Experience-letter-LTR-2026-000042.pdf). */
export async function downloadLetter(request: LetterRequest): Promise<void> {
  const blob = await apiDownload(`/letters/requests/${request.id}/pdf`);
  saveFile(blob, letterFileName(request.type, request.referenceNumber ?? String(request.id)));
}

export function useDownloadLetter() {
  return useMutation({ mutationFn: downloadLetter });
}
