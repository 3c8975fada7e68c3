import { useState } from 'react';
import { managerAllowed, roleLocked as isRoleLocked } from '../../../../../../shared/rules/roles.ts';
import type { UserDetail } from '../../../../../../shared/schemas/users.schema.ts';
import { useSchemaForm } from '../../../../components/form/use-schema-form.ts';
import * as values from './user-form-values.ts';

/**
 * The user form's starting values and its form, checked by the shared create/update schema: the
 * manager is required unless the role of an Admin or Super admin being edited stays (`lockedRole`).
 */
export function useUserForm(mode: values.UserFormMode, user: UserDetail | null) {
  const [initial] = useState(() => (user ? values.valuesFromUser(user) : values.EMPTY_USER_FORM));
  const lockedRole = mode === 'edit' && isRoleLocked(user?.role?.systemKey ?? null);
  const [schema] = useState(() =>
    values.userFormSchema({
      mode,
      managerRequired: !lockedRole || managerAllowed(user?.role?.systemKey ?? null),
    }),
  );
  const form = useSchemaForm<values.UserFormValues, values.UserFormBody>(schema, initial);
  return { form, initial, lockedRole };
}
