import { useMutation } from '@tanstack/react-query';
import type { ProjectAvailability } from '../../../../../shared/schemas/projects.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export interface ProjectNameCheck {
  name: string;
  /** The project being edited: its own name is not a duplicate. */
  excludeId?: number | undefined;
}

export function checkProjectName({ name, excludeId }: ProjectNameCheck): Promise<ProjectAvailability> {
  const query = new URLSearchParams({ name });
  if (excludeId) query.set('excludeId', String(excludeId));
  return apiClient.get<ProjectAvailability>(`/projects/availability?${query.toString()}`);
}

/** The on-blur duplicate check of the add and edit forms. */
export function useCheckProjectName() {
  return useMutation({ mutationFn: checkProjectName });
}
