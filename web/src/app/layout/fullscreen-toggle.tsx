import { ActionIcon } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function FullscreenToggle() {
  const { t } = useTranslation();
  const { toggle, fullscreen } = useFullscreenDocument();
  const label = fullscreen ? t('Exit full screen') : t('Enter full screen');
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => void toggle()}
      aria-label={label}
      title={label}
    >
      {fullscreen ? <IconMinimize size={20} aria-hidden /> : <IconMaximize size={20} aria-hidden />}
    </ActionIcon>
  );
}
