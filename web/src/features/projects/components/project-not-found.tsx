import { IconFolderQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isNotFound, NotFoundCard } from '../../../components/not-found-card.tsx';

/** A project missing, deleted or out of sight, or a malformed address: nothing here to show. */
export const isProjectNotFound = isNotFound;

/** The 'not found' state of the project pages, with the way back to the list. */
export function ProjectNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundCard
      icon={<IconFolderQuestion aria-hidden />}
      title={t('Project not found.')}
      description={t('It may have been deleted, or you are not in its team.')}
      back={{ label: t('Back to projects'), to: '/projects-list' }}
    />
  );
}
