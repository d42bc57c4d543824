import { Notifications } from '@mantine/notifications';

/**
 * The notification stack, in a module of its own so the app can load it after the first
 * paint; code that only raises notifications imports the small store API directly. Bottom
 * right, so a notice never covers the header's controls.
 */
export function NotificationStack() {
  return <Notifications position="bottom-right" />;
}
