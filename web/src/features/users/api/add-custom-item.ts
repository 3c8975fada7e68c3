import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomItemKind, NamedItem } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { FORM_OPTIONS_KEY } from './get-form-options.ts';

/** Adds a department, designation or role; a duplicate answers 409 '<Label> already exists!'. */
export function addCustomItem(kind: CustomItemKind, name: string): Promise<NamedItem> {
  return apiClient.post<NamedItem>(`/${kind}`, { name });
}

/** Adds the item and waits for the form's choices to reload with it, so it can be preselected. */
export function useAddCustomItem(kind: CustomItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const item = await addCustomItem(kind, name);
      await queryClient.invalidateQueries({ queryKey: FORM_OPTIONS_KEY });
      return item;
    },
  });
}
