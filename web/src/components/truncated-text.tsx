import { Text, type TextProps } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';

/** How wide a name may grow in a table cell before it is cut (about 30 characters). */
export const NAME_CELL_MAX_WIDTH = 240;

interface TruncatedTextProps extends Omit<TextProps, 'children' | 'truncate' | 'lineClamp'> {
  /** The whole text; it is also the hover title once it no longer fits. */
  children: string;
  /** Lines shown before the ellipsis; a long unbroken word then breaks anywhere. @default 1 */
  lines?: number;
  /** Renders the root as another element (a router link), keeping the truncation. */
  renderRoot?: (props: Record<string, unknown>) => ReactNode;
  title?: string;
}

/**
 * A name that never pushes its neighbours (a row's actions, a card's menu) away: it is cut with an
 * ellipsis where its box ends, and the full text shows on hover then. Its box must be allowed to
 * shrink (a flex item or a table cell of fixed layout); `maw` caps it where there is room to spare.
 */
export function TruncatedText({ children, lines = 1, style, title, ...props }: TruncatedTextProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const oneLine = lines <= 1;
  const cut = useIsCut(ref, children, oneLine);
  const wrapStyle: CSSProperties = oneLine ? {} : { overflowWrap: 'anywhere' };
  return (
    <Text
      ref={ref}
      truncate={oneLine ? 'end' : undefined}
      lineClamp={oneLine ? undefined : lines}
      title={title ?? (cut ? children : undefined)}
      maw="100%"
      {...props}
      style={[{ minWidth: 0, ...wrapStyle }, style]}
    >
      {children}
    </Text>
  );
}

/** Whether the element's text overflows its box, re-checked when the box or the text changes. */
function useIsCut(ref: RefObject<HTMLElement | null>, text: string, oneLine: boolean): boolean {
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () =>
      setCut(
        oneLine ? element.scrollWidth > element.clientWidth : element.scrollHeight > element.clientHeight,
      );
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text, oneLine]);
  return cut;
}
