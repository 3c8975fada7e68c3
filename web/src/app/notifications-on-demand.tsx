import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';

type Container = ComponentType<NotificationsProps>;

/**
 * Mantine's notifications container, downloaded and mounted with the first notification rather
 * than on every first load (transitions, drag to dismiss, scroll lock): the sign-in page never
 * shows one. Notifications shown meanwhile wait in Mantine's store and appear with it.
 */
export function NotificationsOnDemand(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const wanted = notifications.length > 0 || queue.length > 0;
  const [container, setContainer] = useState<{ Notifications: Container } | null>(null);

  useEffect(() => {
    if (!wanted || container) return undefined;
    let mounted = true;
    void import('./notifications-container.tsx').then(({ Notifications }) => {
      if (mounted) setContainer({ Notifications });
    });
    return () => {
      mounted = false;
    };
  }, [wanted, container]);

  return container ? <container.Notifications {...props} /> : null;
}
