import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4} ta="center">
        <Title order={1} size="h2">
          {t('Forgot password')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('Enter your e-mail address and we will send you a link to reset your password.')}
        </Text>
      </Stack>
      <ForgotPasswordForm />
    </Stack>
  );
}
