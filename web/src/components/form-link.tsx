import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link inside a form, below fields that validate when they lose focus. Pressing it with the
 * mouse keeps the focus in the field, so no message appears and moves the link away from under
 * the pointer before the click lands. Keyboard users tab to it as to any link.
 */
export function FormLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" onMouseDown={(event) => event.preventDefault()}>
      {children}
    </Anchor>
  );
}
