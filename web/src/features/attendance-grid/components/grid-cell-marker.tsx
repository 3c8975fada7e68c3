import { memo } from 'react';
import type { CellCategory } from '../../../../../shared/rules/attendance-grid.ts';
import { CELL_COLORS } from '../grid-format.ts';
import classes from './attendance-grid.module.css';

/** The attribute naming a marker's category for the grid's one shared tooltip (grid-cell-tooltip.tsx). */
export const CELL_LABEL_ATTRIBUTE = 'data-cell-label';

/** The coloured dot of a category (an outlined one for a day still to come). */
export function CategoryDot({ category }: { category: CellCategory }) {
  return (
    <span
      aria-hidden
      className={category === 'upcoming' ? `${classes.marker} ${classes.upcoming}` : classes.marker}
      style={{ background: CELL_COLORS[category] }}
    />
  );
}

interface GridCellMarkerProps {
  category: CellCategory;
  /** The category's name, translated: the tooltip and the accessible name. */
  label: string;
  recordId: number | null;
  onOpen: (recordId: number) => void;
}

/**
 * One person's day: a coloured marker whose tooltip and accessible name are its category; a day
 * with an attendance record is a button opening it. A day with nothing to show is a dash. Plain
 * elements, as a page of 100 people holds over 3,000 of them.
 */
export const GridCellMarker = memo(function GridCellMarker({
  category,
  label,
  recordId,
  onOpen,
}: GridCellMarkerProps) {
  const tooltip = { [CELL_LABEL_ATTRIBUTE]: label };
  if (recordId !== null) {
    return (
      <button
        type="button"
        className={classes.open}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => onOpen(recordId)}
        {...tooltip}
      >
        <CategoryDot category={category} />
      </button>
    );
  }
  if (category === 'none') {
    return (
      <span role="img" aria-label={label} className={classes.dash}>
        -
      </span>
    );
  }
  return (
    <span role="img" aria-label={label} className={classes.markerBox} {...tooltip}>
      <CategoryDot category={category} />
    </span>
  );
});
