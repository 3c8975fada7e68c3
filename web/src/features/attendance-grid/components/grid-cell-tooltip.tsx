import { Tooltip } from '@mantine/core';
import { useEffect, useState, type RefObject } from 'react';
import { CELL_LABEL_ATTRIBUTE } from './grid-cell-marker.tsx';

/**
 * The one tooltip of the grid's markers: it follows the marker under the pointer or the focused
 * one, so a page of 100 people does not hold 3,000 tooltips.
 */
export function GridCellTooltip({ container }: { container: RefObject<HTMLElement | null> }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const markerOf = (node: EventTarget | null) =>
      node instanceof Element ? node.closest<HTMLElement>(`[${CELL_LABEL_ATTRIBUTE}]`) : null;
    const show = (event: Event) => setTarget(markerOf(event.target));
    const hide = (event: Event) => {
      const leaving = markerOf(event.target);
      const entering = markerOf((event as FocusEvent | PointerEvent).relatedTarget);
      if (leaving && leaving !== entering) setTarget((current) => (current === leaving ? null : current));
    };
    root.addEventListener('pointerover', show);
    root.addEventListener('pointerout', hide);
    root.addEventListener('focusin', show);
    root.addEventListener('focusout', hide);
    return () => {
      root.removeEventListener('pointerover', show);
      root.removeEventListener('pointerout', hide);
      root.removeEventListener('focusin', show);
      root.removeEventListener('focusout', hide);
    };
  }, [container]);

  // A marker that went away (a new page) takes its tooltip with it.
  const shown = target?.isConnected ? target : null;
  if (!shown) return null;
  return <Tooltip target={shown} opened label={shown.getAttribute(CELL_LABEL_ATTRIBUTE) ?? ''} withArrow />;
}
