import { Box, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ATTENDANCE_ACTION_LABELS,
  AttendanceButton,
  useAttendanceAction,
} from '../../features/attendance-marking/components/attendance-action.tsx';
import { CurrentLocationText } from '../../features/attendance-marking/components/current-location-text.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { HierarchySelector } from '../../features/org/components/hierarchy-selector.tsx';
import { SearchBox } from '../../features/search/components/search-box.tsx';
import { Brand } from './brand.tsx';
import { FullscreenToggle } from './fullscreen-toggle.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';

interface TopBarProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function TopBar({ navOpened, onToggleNav }: TopBarProps) {
  const { t } = useTranslation();
  // One attendance action for the bar's button and, on small screens, the profile menu's entry.
  const attendance = useAttendanceAction();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? t('Close navigation') : t('Open navigation')}
        />
        <Link to="/dashboard" style={{ color: 'inherit', textDecoration: 'none' }}>
          <Brand />
        </Link>
      </Group>
      <Group gap={6} wrap="nowrap" miw={0}>
        <SearchBox
          attendance={
            attendance.kind
              ? { label: ATTENDANCE_ACTION_LABELS[attendance.kind], run: attendance.open }
              : null
          }
        />
        <Box visibleFrom="lg" miw={0}>
          <CurrentLocationText />
        </Box>
        <HierarchySelector />
        <Box visibleFrom="sm">
          <AttendanceButton action={attendance} />
        </Box>
        {/* Full screen matters little on a phone, and the bar needs the room there. */}
        <Box visibleFrom="sm">
          <FullscreenToggle />
        </Box>
        <NotificationBell />
        <LanguageMenu />
        <ProfileMenu attendance={attendance} />
      </Group>
      {attendance.dialogs}
    </Group>
  );
}
