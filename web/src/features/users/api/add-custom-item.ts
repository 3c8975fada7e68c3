import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomItemKind, NamedItem } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export interface AddCustomItemRequest {
  name: string;
  /** The submission of the modal's form (the Idempotency-Key header). */
  idempotencyKey: string;
}

/** Adds a department, designation or role; a duplicate answers 409 '<Label> already exists!'. */
export function addCustomItem(
  kind: CustomItemKind,
  { name, idempotencyKey }: AddCustomItemRequest,
): Promise<NamedItem> {
  return apiClient.post<NamedItem>(`/${kind}`, { name }, { idempotencyKey });
}

/** Adds the item and waits for the form's choices to reload with it, so it can be preselected. */
export function useAddCustomItem(kind: CustomItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: AddCustomItemRequest) => {
      const item = await addCustomItem(kind, request);
      await queryClient.invalidateQueries({ queryKey: userKeys.formOptions() });
      return item;
    },
  });
}
