import { createFileRoute } from '@tanstack/react-router';
import { NotificationSettings } from '../features/notifications/components/notification-settings';
import { SettingsPage } from '../features/settings/components/settings-page';

export const Route = createFileRoute('/settings')({
  component: function SettingsRoute() {
    return (
      <SettingsPage>
        <NotificationSettings />
      </SettingsPage>
    );
  },
});
