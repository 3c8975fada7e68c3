import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One action a list row may offer: its tooltip (a translation key), icon and colour. */
export interface RowActionButton<A extends string> {
  action: A;
  label: string;
  icon: Icon;
  color?: string;
}

interface RowActionsProps<A extends string> {
  buttons: ReadonlyArray<RowActionButton<A>>;
  /** The row's abilities from the server: only the actions it allows are shown. */
  abilities: Record<A, boolean>;
  isDisabled: (action: A) => boolean;
  /** The button's name for screen readers, which names the row; `label` is translated. */
  ariaLabel: (action: A, label: string) => string;
  onAction: (action: A) => void;
}

/** A list row's icon buttons, as its abilities allow (leave, letters, IT proofs). */
export function RowActions<A extends string>({
  buttons,
  abilities,
  isDisabled,
  ariaLabel,
  onAction,
}: RowActionsProps<A>) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      {buttons
        .filter(({ action }) => abilities[action])
        .map(({ action, label, icon: Glyph, color }) => (
          <Tooltip key={action} label={t(label)} withArrow>
            <ActionIcon
              variant="light"
              color={color}
              disabled={isDisabled(action)}
              onClick={() => onAction(action)}
              aria-label={ariaLabel(action, t(label))}
            >
              <Glyph size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ))}
    </Group>
  );
}
