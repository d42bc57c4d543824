import { describe, expect, it } from 'vitest';
import {
  orderStatusGroupNames,
  orderStatusGroupOf,
  orderStatusGroups,
  orderStatuses,
} from '../../../shared/contracts/orders';
import { toggleStatusGroup } from './status-filter';

describe('status grouping', () => {
  it('puts every known status in exactly one group', () => {
    for (const status of orderStatuses) {
      const groups = orderStatusGroupNames.filter((group) =>
        (orderStatusGroups[group] as readonly string[]).includes(status),
      );
      expect(groups, status).toHaveLength(1);
    }
  });

  it('has no group for a status the provider adds later', () => {
    expect(orderStatusGroupOf('quantum-pending')).toBeUndefined();
    expect(orderStatusGroupOf('co-sign-require')).toBe('needs-action');
    expect(orderStatusGroupOf('executed')).toBe('completed');
  });

  it('selects a whole group, keeping statuses chosen one by one', () => {
    const next = toggleStatusGroup(['executed'], 'failed');
    expect(next[0]).toBe('executed');
    expect(new Set(next)).toEqual(new Set(['executed', ...orderStatusGroups.failed]));
  });

  it('completes a partly selected group instead of clearing it', () => {
    const next = toggleStatusGroup(['settled'], 'completed');
    expect(new Set(next)).toEqual(new Set(['executed', 'settled']));
  });

  it('removes a fully selected group and only that group', () => {
    const next = toggleStatusGroup(['new', 'executed', 'settled'], 'completed');
    expect(next).toEqual(['new']);
  });
});
