import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { managerAllowed, type SystemKey } from '../../../../../../shared/rules/roles.ts';
import type { UserFormBody, UserFormValues } from './user-form-values.ts';

/**
 * The rules between role, manager, projects and permissions (spec 001 §4), as the user changes them:
 * a role without a manager (an Admin) clears the manager; a new manager clears the projects and
 * permissions chosen for the old one. Projects that were cleared say so at once ('Project is
 * required!', spec 001 §5), and Save or Update stays disabled until one is chosen again.
 */
export function useManagerRules(
  form: UseFormReturn<UserFormValues, unknown, UserFormBody>,
  roles: readonly { id: string; systemKey: SystemKey }[],
) {
  useEffect(() => {
    const { getValues, setValue } = form;
    let manager = getValues('reportingManagerId');
    const newManager = (next: string | null) => {
      manager = next;
      setValue('reportingManagerId', next, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
      const cleared = getValues('projectIds').length > 0;
      setValue('projectIds', [], { shouldDirty: true, shouldTouch: cleared, shouldValidate: cleared });
      setValue('permissions', [], { shouldDirty: true });
    };
    const subscription = form.watch((values, { name, type }) => {
      const chosen = values.reportingManagerId ?? null;
      if (type !== 'change') {
        manager = chosen;
      } else if (name === 'reportingManagerId' && chosen !== manager) {
        newManager(chosen);
      } else if (name === 'roleId') {
        const key = roles.find((role) => role.id === values.roleId)?.systemKey ?? null;
        if (!managerAllowed(key) && chosen !== null) newManager(null);
      }
    });
    return () => subscription.unsubscribe();
  }, [form, roles]);
}
