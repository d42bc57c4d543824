import type { RiskAlert } from '../../shared/risk-alert-list';

/** One titled group of the bell's alerts. */
export interface AlertGroup {
  /** Stable, for the section's heading id. */
  id: 'risk-alerts' | 'low-balances';
  title: string;
  alerts: RiskAlert[];
}

/**
 * The bell's alerts under titles that say what they hold: what the risk rules raised, and
 * wallets under the minimums people set. A group with nothing in it is left out; each keeps
 * the order it was given (newest first).
 */
export function alertGroupsOf(alerts: readonly RiskAlert[]): AlertGroup[] {
  const groups: AlertGroup[] = [
    {
      id: 'risk-alerts',
      title: 'Risk alerts',
      alerts: alerts.filter((alert) => alert.kind !== 'balance-below'),
    },
    {
      id: 'low-balances',
      title: 'Low balances',
      alerts: alerts.filter((alert) => alert.kind === 'balance-below'),
    },
  ];
  return groups.filter((group) => group.alerts.length > 0);
}
