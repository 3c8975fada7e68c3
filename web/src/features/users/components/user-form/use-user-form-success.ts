import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserFormBody, UserFormMode } from './user-form-values.ts';

/** After a save: the notice (added, with the invitation sent; or updated), then the users list. */
export function useUserFormSuccess(mode: UserFormMode) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (_saved: unknown, values: UserFormBody) => {
    const name = `${values.firstName.trim()} ${values.lastName.trim()}`;
    if (mode === 'add') {
      notifications.show({
        color: 'green',
        title: t('Saved'),
        message: t('{{name}} has been added. An invitation e-mail has been sent to {{email}}.', {
          name,
          email: values.email,
        }),
      });
    } else {
      notifications.show({
        color: 'green',
        title: t('Updated'),
        message: t('{{name}} has been updated.', { name }),
      });
    }
    await navigate('/users-list');
  };
}
