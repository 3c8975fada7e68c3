import { Button, Pill, type ComboboxRenderPillInput } from '@mantine/core';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps a click on the toggle from opening the options underneath it. */
function toggleHandler(action: () => void) {
  return {
    onMouseDown: (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
    },
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      action();
    },
  };
}

/**
 * A MultiSelect's renderPill that shows the first `shown` chosen items and puts the rest behind
 * '+N more', with 'Show less' after the last one once expanded (spec 001 §2.4, §2.6).
 */
export function useCollapsedPills<V extends string | number>(
  value: V[],
  shown: number,
): (input: ComboboxRenderPillInput<V>) => ReactNode {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const hidden = value.length - shown;

  return function renderPill({ option, value: item, onRemove, disabled }) {
    const index = item === undefined ? -1 : value.indexOf(item);
    if (!expanded && index >= shown) {
      if (index > shown) return null;
      return (
        <Button
          size="compact-xs"
          variant="light"
          aria-expanded={false}
          {...toggleHandler(() => setExpanded(true))}
        >
          {t('+{{number}} more', { number: hidden })}
        </Button>
      );
    }
    const pill = (
      <Pill
        withRemoveButton={!disabled}
        onRemove={onRemove}
        disabled={disabled}
        removeButtonProps={{ 'aria-label': t('Remove {{name}}', { name: option.label }) }}
      >
        {option.label}
      </Pill>
    );
    if (!expanded || hidden <= 0 || index !== value.length - 1) return pill;
    return (
      <>
        {pill}
        <Button size="compact-xs" variant="subtle" aria-expanded {...toggleHandler(() => setExpanded(false))}>
          {t('Show less')}
        </Button>
      </>
    );
  };
}
