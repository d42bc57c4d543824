import { createFileRoute } from '@tanstack/react-router';
import { NotificationSettings } from '../features/notifications/components/notification-settings';
import { RiskAlertRulesSection } from '../features/risk-alerts/components/risk-alert-rules-section';
import { SettingsPage } from '../features/settings/components/settings-page';

export const Route = createFileRoute('/settings')({
  component: function SettingsRoute() {
    return (
      <SettingsPage>
        <NotificationSettings />
        <RiskAlertRulesSection />
      </SettingsPage>
    );
  },
});
