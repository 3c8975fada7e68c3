import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EMPTY_GUID } from '../../../../../shared/constants.ts';
import { USER_MESSAGES } from '../../../../../shared/schemas/users.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useUser } from '../../../lib/users/get-user.ts';
import { UserForm, UserFormSkeleton } from '../components/user-form/user-form.tsx';

/** /add-user/{guid}: the all-zero guid adds a user, any other edits that person (spec 001 §2.4). */
export function UserFormPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const { guid = EMPTY_GUID } = useParams();
  const mode = guid === EMPTY_GUID ? 'add' : 'edit';
  const user = useUser(guid, mode === 'edit');
  const title =
    mode === 'add'
      ? t('Add user')
      : user.data
        ? t('Edit user ({{name}})', { name: `${user.data.firstName} ${user.data.lastName}` })
        : t('Edit user');

  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: t('Users'), to: '/users-list' }, { label: title }]} />
      {mode === 'add' ? (
        me.abilities.addUser ? (
          <UserForm key="add" mode="add" user={null} />
        ) : (
          <NotAllowed message="You do not have permission to add users." />
        )
      ) : user.isPending ? (
        <UserFormSkeleton />
      ) : user.isError ? (
        <ErrorAlert error={user.error} onRetry={() => void user.refetch()} />
      ) : user.data.abilities.edit ? (
        <UserForm key={user.data.id} mode="edit" user={user.data} />
      ) : (
        // The server would refuse the save: say so before anything is typed.
        <NotAllowed
          message={user.data.id === me.id ? USER_MESSAGES.cannotChangeSelf : 'You cannot edit this user.'}
        />
      )}
    </>
  );
}

function NotAllowed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
      {t(message)}
    </Alert>
  );
}
