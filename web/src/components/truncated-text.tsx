import { Text, type TextProps } from '@mantine/core';
import { useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';

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
 * Whether it is cut is measured when the pointer enters, so a long table measures nothing until
 * someone hovers a name, and the answer always fits the box's current width.
 */
export function TruncatedText({ children, lines = 1, style, title, ...props }: TruncatedTextProps) {
  const [cut, setCut] = useState(false);
  const oneLine = lines <= 1;
  const wrapStyle: CSSProperties = oneLine ? {} : { overflowWrap: 'anywhere' };
  return (
    <Text
      truncate={oneLine ? 'end' : undefined}
      lineClamp={oneLine ? undefined : lines}
      title={title ?? (cut ? children : undefined)}
      maw="100%"
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLElement>) => {
        const element = event.currentTarget;
        setCut(
          oneLine ? element.scrollWidth > element.clientWidth : element.scrollHeight > element.clientHeight,
        );
      }}
      style={[{ minWidth: 0, ...wrapStyle }, style]}
    >
      {children}
    </Text>
  );
}
