import type { EventConsumer } from '../events/events.service.ts';
import { notificationMailConsumer } from './notification-mail.ts';

export { NOTIFICATION_MAIL_CONSUMER } from './notification-mail.ts';

/** The consumers of domain events that tell people what happened: for the app's job list. */
export function notificationConsumers(options: { appUrl: string; nudgeMail: () => void }): EventConsumer[] {
  return [notificationMailConsumer(options)];
}
