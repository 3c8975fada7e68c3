import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSessionEndedState } from '../../../lib/auth/return-to.ts';
import { DemoHint } from '../components/demo-hint.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  // Said only when a call found the session gone, not on a plain visit or after logging out.
  const sessionEnded = isSessionEndedState(useLocation().state);
  return (
    <Stack gap="lg">
      <Stack gap={4} ta="center">
        <Title order={1} size="h2">
          {t('Sign in')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('Sign in to continue to Orgdesk.')}
        </Text>
      </Stack>
      {sessionEnded && (
        <Alert role="status" color="yellow" icon={<IconInfoCircle aria-hidden />}>
          {t('Your session has ended. Please sign in again.')}
        </Alert>
      )}
      <DemoHint />
      <LoginForm />
    </Stack>
  );
}
