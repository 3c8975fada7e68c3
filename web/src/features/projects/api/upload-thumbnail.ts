import { useMutation } from '@tanstack/react-query';
import type { ThumbnailUploadResponse } from '../../../../../shared/schemas/projects.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Uploads a thumbnail (multipart field "file"); the server checks its content and size and
 * answers the key that Save then sends.
 */
export function uploadThumbnail(file: File): Promise<ThumbnailUploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<ThumbnailUploadResponse>('/projects/thumbnails', body);
}

export function useUploadThumbnail() {
  return useMutation({ mutationFn: uploadThumbnail });
}
