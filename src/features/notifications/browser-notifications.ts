/** The person's choice to be told by the browser too (the permission is the browser's own). */
const PREFERENCE_KEY = 'custody-ops:browser-notifications';

export function browserNotificationsSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function browserNotificationsOn(): boolean {
  return (
    browserNotificationsSupported() &&
    Notification.permission === 'granted' &&
    window.localStorage.getItem(PREFERENCE_KEY) === 'on'
  );
}

/** Asks the browser for permission (only on the person's click) and remembers the choice. */
export async function turnBrowserNotificationsOn(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission === 'granted') window.localStorage.setItem(PREFERENCE_KEY, 'on');
  return permission;
}

export function turnBrowserNotificationsOff(): void {
  window.localStorage.removeItem(PREFERENCE_KEY);
}

/** Shows a system notification that opens the review when clicked. */
export function showBrowserNotification(input: {
  title: string;
  body: string;
  tag: string;
  url: string;
}) {
  if (!browserNotificationsOn()) return;
  const shown = new Notification(input.title, { body: input.body, tag: input.tag });
  shown.onclick = () => {
    window.focus();
    window.location.assign(input.url);
  };
}
