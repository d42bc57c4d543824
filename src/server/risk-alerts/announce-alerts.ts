import { alertTargetPath } from '../../shared/risk-alert-list';
import { findPerson } from '../auth/people-repository';
import type { Database } from '../../store/sql-client';
import type { Mailer } from '../events/approval-email';
import { claimAlertEmail, type RaisedAlert } from './risk-alerts-repository';

/** The channel every instance's event hub hears raised alerts on; its payload is the alert's id. */
export const RISK_ALERTS_CHANNEL = 'risk_alerts';

export function riskAlertEmail(
  person: { name: string },
  alert: RaisedAlert,
  publicUrl: string,
): { subject: string; text: string } {
  return {
    subject: `Risk alert: ${alert.text}`,
    text: [
      `Hello ${person.name},`,
      '',
      `${alert.text}.`,
      '',
      `In the dashboard: ${publicUrl}${alertTargetPath(alert.kind, alert.targetId)}`,
      `Your alert rules: ${publicUrl}/settings`,
    ].join('\n'),
  };
}

/**
 * Tells each raised alert to its person: on every instance's live streams (the bell, and the
 * browser notification there when the rule asks for one), and by email, once, when the rule
 * asks for it, the server can send mail and the person has an address.
 */
export function alertAnnouncer(deps: {
  db: Database;
  mailer: Mailer | undefined;
  publicUrl: string;
  now: () => number;
}) {
  return async (alerts: readonly RaisedAlert[]): Promise<void> => {
    for (const alert of alerts) {
      await deps.db.notify(RISK_ALERTS_CHANNEL, String(alert.id));
      if (!alert.email || deps.mailer === undefined) continue;
      const person = await findPerson(deps.db, alert.subject);
      if (person === undefined || person.email === '') continue;
      if (!(await claimAlertEmail(deps.db, alert.id, deps.now()))) continue;
      try {
        await deps.mailer.send({
          to: person.email,
          ...riskAlertEmail(person, alert, deps.publicUrl),
        });
      } catch (error) {
        console.error(`Could not email ${person.email} about risk alert ${alert.id}`, error);
      }
    }
  };
}
