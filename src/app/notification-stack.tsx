import { Notifications } from '@mantine/notifications';

/**
 * The notification stack, in a module of its own so the app can load it after the first
 * paint; code that only raises notifications imports the small store API directly. Bottom
 * left and narrow, over the menu: never over the header's controls, nor over a review's
 * safety checks and approve button, which sit on the right of the page.
 */
export function NotificationStack() {
  return <Notifications position="bottom-left" containerWidth={320} limit={3} />;
}
