import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomItemKind } from '../../../../../../shared/schemas/users.schema.ts';
import { CUSTOM_ITEM_TITLES } from './custom-item-modal.tsx';

/** A select with the 'Add' button that opens the matching custom item modal beside it. */
export function WithAddButton({
  kind,
  onAdd,
  disabled = false,
  children,
}: {
  kind: CustomItemKind;
  onAdd: (kind: CustomItemKind) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <Button
        variant="light"
        onClick={() => onAdd(kind)}
        disabled={disabled}
        aria-label={t(CUSTOM_ITEM_TITLES[kind])}
        title={t(CUSTOM_ITEM_TITLES[kind])}
        leftSection={<IconPlus size={14} aria-hidden />}
      >
        {t('Add')}
      </Button>
    </Group>
  );
}
