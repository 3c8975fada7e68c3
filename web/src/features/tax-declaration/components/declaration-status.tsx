import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TaxDeclaration } from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstantDay } from '../../../lib/format-instant.ts';

/** Where the declaration stands: locked since it was submitted, or reopened by a reviewer. */
export function DeclarationStatus({ declaration }: { declaration: TaxDeclaration }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const day = (instant: string) => formatInstantDay(instant, user.timeZone);
  if (declaration.status === 'submitted' && declaration.submittedAt) {
    return (
      <Alert color="blue" icon={<IconLock size={18} />} role="status">
        {t('Submitted on {{date}}; locked until an Admin reopens it.', {
          date: day(declaration.submittedAt),
        })}
      </Alert>
    );
  }
  if (declaration.status === 'draft' && declaration.reopenedAt) {
    return (
      <Alert color="yellow" role="status">
        {t('Reopened by {{name}} on {{date}}.', {
          name: declaration.reopenedBy ?? '',
          date: day(declaration.reopenedAt),
        })}
      </Alert>
    );
  }
  return null;
}
