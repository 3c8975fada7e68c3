import { ActionIcon, Badge, Box, Center, Loader, Popover } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAreas } from '../../../i18n/lazy-with-areas.ts';
import { BELOW_SM_QUERY } from '../../../lib/theme.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';

// The panel and its sentences (the notifications area, the letters' names, "5 minutes ago") come
// when the bell is first pointed at or opened: the shell itself shows common strings only.
const NotificationPanel = lazyWithAreas(
  ['letters', 'notifications', 'relative-time'],
  async () => (await import('./notification-panel.tsx')).NotificationPanel,
);

/** The count as the badge shows it: the server stops counting at 1,000. */
export function unreadBadgeText(unread: number): string {
  return unread > 999 ? '999+' : String(unread);
}

/** The bell of the top bar: the unread count, and the latest notifications in a panel. */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const phone = useMediaQuery(BELOW_SM_QUERY) ?? false;
  const titleId = useId();
  const unread = useUnreadCount().data?.unread ?? 0;
  const badge = unreadBadgeText(unread);
  const preload = () => void NotificationPanel.preload().catch(() => undefined);

  return (
    <Popover
      opened={opened}
      onChange={(next) => !next && close()}
      position="bottom-end"
      // A phone has no room beside the bell: the panel takes the screen's width.
      width={phone ? 'calc(100vw - 16px)' : 380}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Box pos="relative">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={
              unread > 0 ? t('Notifications, {{unread}} unread', { unread: badge }) : t('Notifications')
            }
            aria-expanded={opened}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={toggle}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        {unread > 0 && (
          <Badge
            aria-hidden
            size="xs"
            color="red"
            variant="filled"
            pos="absolute"
            top={-2}
            px={4}
            // The bell's far corner, on the left in a right-to-left language.
            style={{ pointerEvents: 'none', insetInlineEnd: -4 }}
          >
            {badge}
          </Badge>
        )}
      </Box>
      <Popover.Dropdown p={0} aria-labelledby={titleId}>
        <Suspense
          fallback={
            <Center p="lg">
              <Loader size="sm" aria-label={t('Loading…')} />
            </Center>
          }
        >
          <NotificationPanel titleId={titleId} onClose={close} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
