import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';

interface ListExportButtonProps {
  /** Already translated ("Export all", "Export"). */
  label: string;
  onExport: () => void;
  exporting: boolean;
  /** A list with nothing to export. */
  disabled?: boolean;
}

/** A list toolbar's export of the whole (filtered) list; busy while the file is made. */
export function ListExportButton({ label, onExport, exporting, disabled }: ListExportButtonProps) {
  return (
    <Button
      variant="default"
      leftSection={<IconFileExport size={16} aria-hidden />}
      disabled={disabled}
      loading={exporting}
      onClick={onExport}
    >
      {label}
    </Button>
  );
}
