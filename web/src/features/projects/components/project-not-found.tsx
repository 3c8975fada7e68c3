import { Button, Card, EmptyState } from '@mantine/core';
import { IconArrowLeft, IconFolderQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * A project that is missing, deleted or out of the caller's sight answers 404 (never telling
 * which); a malformed address answers 422. Both mean there is nothing here to show.
 */
export function isProjectNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}

/** The 'not found' state of the project pages, with the way back to the list. */
export function ProjectNotFound() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl">
      <EmptyState
        icon={<IconFolderQuestion aria-hidden />}
        title={t('Project not found.')}
        description={t('It may have been deleted, or you are not in its team.')}
      >
        <EmptyState.Actions>
          <Button component={Link} to="/projects-list" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('Back to projects')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
