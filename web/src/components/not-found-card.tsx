import { Button, Card, EmptyState } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../lib/api-client.ts';

/**
 * An object that is missing, deleted or out of the caller's sight answers 404 (the server never
 * says which); a malformed address answers 422. Both mean there is nothing here to show.
 */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}

interface NotFoundCardProps {
  icon: ReactNode;
  /** Already translated, as are the description and the way back's label. */
  title: string;
  description: string;
  back: { label: string; to: string };
}

/** The page of an object that is not there (a task, a project, a person): what, why, and the way back. */
export function NotFoundCard({ icon, title, description, back }: NotFoundCardProps) {
  return (
    <Card withBorder radius="md" padding="xl">
      <EmptyState icon={icon}>
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={back.to} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {back.label}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
