import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", sans-serif',
});

/**
 * Screens below Mantine's `sm` breakpoint (48em): phones. Where the sidebar becomes a burger,
 * modals go full screen and tables drop their secondary columns.
 */
export const BELOW_SM_QUERY = '(max-width: 47.99em)';
