import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { SearchInput } from './list-search-input.tsx';

interface ListToolbarProps {
  /** The list's search box (800 ms after the last keystroke, or Enter), when it has one. */
  search?: { value: string; label: string; onSearch: (search: string) => void };
  /** Controls before the search (whose applications, a location). */
  leading?: ReactNode;
  /** The list's buttons (its Filters toggle among them), at the end of the line. */
  children?: ReactNode;
  /** 'flex-end' when the controls have labels above them. */
  align?: 'center' | 'flex-end';
  mb?: 'md' | 'lg';
}

/**
 * A list's toolbar: its search (and what chooses before it) at the start, its buttons at the end;
 * the two wrap under each other when the line is too narrow (a phone).
 */
export function ListToolbar({ search, leading, children, align, mb = 'md' }: ListToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" mb={mb} wrap="wrap" align={align}>
      <Group gap="sm" wrap="wrap" align={align}>
        {leading}
        {search && <SearchInput {...search} />}
      </Group>
      {children && (
        <Group gap="sm" wrap="wrap" align={align}>
          {children}
        </Group>
      )}
    </Group>
  );
}
