import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { GENERIC_ERROR_MESSAGE } from '../../../shared/constants.ts';

/** A page that failed to render or to load (e.g. its code changed after a new release). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center" gap="sm" role="alert">
        <Title order={1} size="h3">
          {t(GENERIC_ERROR_MESSAGE)}
        </Title>
        <Text c="dimmed">{t('The page could not be shown. Reloading usually helps.')}</Text>
        <Button onClick={() => window.location.reload()}>{t('Reload')}</Button>
      </Stack>
    </Container>
  );
}
