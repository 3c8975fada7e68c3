import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../api/get-app-info.ts';

/** In a demo installation, tells visitors which account to try and the password the demo accounts share. */
export function DemoHint() {
  const { t } = useTranslation();
  const { data } = useAppInfo();
  if (!data?.demo || !data.demoPassword) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      // The sentence with the e-mail starts with "Demo:" itself.
      title={data.demoEmail ? undefined : t('Demo')}
    >
      {data.demoEmail
        ? t('Demo: sign in as {{email}} with the password {{password}}.', {
            email: data.demoEmail,
            password: data.demoPassword,
          })
        : t('Every demo account signs in with the password {{password}}.', { password: data.demoPassword })}
    </Alert>
  );
}
