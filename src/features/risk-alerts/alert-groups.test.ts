import { describe, expect, it } from 'vitest';
import type { AlertKind, RiskAlert } from '../../shared/risk-alert-list';
import { alertGroupsOf } from './alert-groups';

function alert(id: number, kind: AlertKind): RiskAlert {
  return { id, kind, targetId: `target-${id}`, text: `Alert ${id}`, browser: false, createdAt: id };
}

const titlesAndIds = (alerts: readonly RiskAlert[]) =>
  alertGroupsOf(alerts).map((group) => [group.title, group.alerts.map((each) => each.id)]);

describe('alertGroupsOf', () => {
  it('titles low-balance alerts alone as low balances, not risk alerts', () => {
    expect(titlesAndIds([alert(1, 'balance-below'), alert(2, 'balance-below')])).toEqual([
      ['Low balances', [1, 2]],
    ]);
  });

  it('titles the risk rules’ alerts alone as risk alerts', () => {
    expect(titlesAndIds([alert(1, 'ltv-above'), alert(2, 'settlement-failed')])).toEqual([
      ['Risk alerts', [1, 2]],
    ]);
  });

  it('splits a mix into both groups, each in the order given', () => {
    const mixed = [
      alert(5, 'balance-below'),
      alert(4, 'exchange-deficit'),
      alert(3, 'balance-below'),
      alert(2, 'margin-call-opened'),
      alert(1, 'deadline-within'),
    ];
    expect(titlesAndIds(mixed)).toEqual([
      ['Risk alerts', [4, 2, 1]],
      ['Low balances', [5, 3]],
    ]);
  });

  it('gives no group when there is no alert', () => {
    expect(alertGroupsOf([])).toEqual([]);
  });
});
