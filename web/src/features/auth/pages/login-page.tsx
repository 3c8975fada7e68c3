import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DemoHint } from '../components/demo-hint.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation();
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
      <DemoHint />
      <LoginForm />
    </Stack>
  );
}
