import { describe, expect, it } from 'vitest';
import {
  dashboardEventTypes,
  orderEventTypes,
  settlementEventTypes,
  webhookEventSubject,
} from './webhooks';

describe('webhookEventSubject', () => {
  it('reads every provider order event, and the dashboard’s own, as about an order', () => {
    for (const name of [...orderEventTypes, ...Object.values(dashboardEventTypes)]) {
      expect(webhookEventSubject(name)).toBe('order');
    }
  });

  it('reads the settlement event as about a settlement', () => {
    for (const name of settlementEventTypes) expect(webhookEventSubject(name)).toBe('settlement');
  });

  it('knows nothing of a name it does not own, however it is spelt', () => {
    for (const name of [
      'travel-rule-info-updated',
      'ORDER-APPROVED',
      '',
      'toString',
      '__proto__',
    ]) {
      expect(webhookEventSubject(name)).toBeUndefined();
    }
  });

  it('gives each name one owner: no name twice, none both the provider’s and the dashboard’s', () => {
    const all = [
      ...orderEventTypes,
      ...settlementEventTypes,
      ...Object.values(dashboardEventTypes),
    ];
    expect(new Set(all).size).toBe(all.length);
    for (const name of all) expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
