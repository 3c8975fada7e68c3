import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Copyright() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" ta="center">
      © {new Date().getFullYear()} Orgdesk. {t('All rights reserved.')}
    </Text>
  );
}
