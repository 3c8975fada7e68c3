import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, type FocusEvent } from 'react';
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
  const { groupRef, keepFocus, releaseFocus } = useFocusKeptInGroup();
  return (
    <Group ref={groupRef} gap={6} wrap="nowrap" onFocus={keepFocus} onBlur={releaseFocus}>
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

/**
 * A row's action takes its own button away (Approve gone once approved) or disables it while it
 * runs, and the browser then drops the focus to the page's start. Until the focus goes somewhere
 * else, it comes back to the row's first button that can take it, so a keyboard user carries on
 * from the same row.
 */
function useFocusKeptInGroup() {
  const ref = useRef<HTMLDivElement>(null);
  const holds = useRef(false);
  useEffect(() => {
    if (!holds.current) return;
    const document = ref.current?.ownerDocument;
    const lost = !document?.activeElement || document.activeElement === document.body;
    if (!lost) return;
    ref.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  });
  useEffect(() => {
    // A click elsewhere on the page (even where nothing takes the focus) ends the hold.
    const release = () => {
      holds.current = false;
    };
    document.addEventListener('pointerdown', release, true);
    return () => document.removeEventListener('pointerdown', release, true);
  }, []);
  const keepFocus = useCallback(() => {
    holds.current = true;
  }, []);
  const releaseFocus = useCallback((event: FocusEvent) => {
    // The focus moved on to another control (relatedTarget) outside the row's buttons: let it go.
    if (event.relatedTarget && !ref.current?.contains(event.relatedTarget)) holds.current = false;
  }, []);
  return { groupRef: ref, keepFocus, releaseFocus };
}
