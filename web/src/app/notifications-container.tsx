// A module of its own so that the container's code is a chunk of its own (see notifications-on-demand.tsx).
export { Notifications } from '@mantine/notifications';
