import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListTableProps {
  /** The column headings, translated, in order. */
  headings: readonly string[];
  /** Below this width the table scrolls sideways instead of squeezing its cells. */
  minWidth: number;
  /** A newer page is on its way: the rows dim and the table says it is busy. */
  refreshing: boolean;
  /** The rows (Table.Tr). */
  children: ReactNode;
  horizontalSpacing?: 'xs';
}

/**
 * The frame every paged list on screen uses (leave, holidays, letters, IT proofs, appraisals…):
 * a sideways-scrolling table with headings that do not wrap, rows highlighted on hover, dimmed
 * while the next page loads.
 */
export function ListTable({ headings, minWidth, refreshing, children, horizontalSpacing }: ListTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing={horizontalSpacing}
        fz="sm"
        aria-busy={refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) => (
              <Table.Th key={heading} scope="col" style={{ whiteSpace: 'nowrap' }}>
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
