import { AppShell, Box, Progress } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { useNotificationStream } from '../../features/notifications/api/use-notification-stream.ts';
import { useDocumentTitle } from '../page-handle.ts';
import { BELOW_SM_QUERY } from '../../lib/theme.ts';
import { Copyright } from './copyright.tsx';
import { KeyboardShortcuts } from './keyboard-shortcuts.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { SidebarToggle } from './sidebar-toggle.tsx';
import { TopBar } from './top-bar.tsx';

export const SIDEBAR_COLLAPSED_KEY = 'orgdesk_sidebar_collapsed';

/** The signed-in frame (spec 000 §2 Layout): top bar, sidebar (a burger on small screens), footer. */
export function AppShellLayout() {
  const { t } = useTranslation();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const navigation = useNavigation();
  // Below the `sm` breakpoint the sidebar slides off screen when closed: it must then leave the
  // tab order and the accessibility tree too, not just the view.
  const isSmallScreen = useMediaQuery(BELOW_SM_QUERY) ?? false;
  // The desktop sidebar collapsed to its icons, remembered on this browser. Phones always slide
  // the whole sidebar in, labels and all.
  const [collapsed, setCollapsed] = useLocalStorage({
    key: SIDEBAR_COLLAPSED_KEY,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const iconOnly = collapsed && !isSmallScreen;
  useDocumentTitle();
  // One live stream of notifications per tab, for as long as someone is signed in.
  useNotificationStream();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: iconOnly ? 76 : 270, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      footer={{ height: 36 }}
      padding="lg"
    >
      <a href="#main-content" className="skip-link">
        {t('Skip to main content')}
      </a>
      <AppShell.Header>
        {navigation.state === 'loading' && (
          <Progress
            value={100}
            animated
            size={3}
            radius={0}
            pos="absolute"
            top={0}
            left={0}
            right={0}
            aria-hidden
          />
        )}
        <TopBar navOpened={navOpened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" inert={isSmallScreen && !navOpened}>
        <SidebarNav onNavigate={close} iconOnly={iconOnly} />
        <Box visibleFrom="sm" pt="xs" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
          <SidebarToggle collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
        </Box>
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer p={8}>
        <Copyright />
      </AppShell.Footer>
      <KeyboardShortcuts />
    </AppShell>
  );
}
