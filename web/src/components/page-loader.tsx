import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader({ minHeight = 240 }: { minHeight?: number | string }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('Loading…')}</VisuallyHidden>
    </Center>
  );
}
