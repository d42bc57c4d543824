import type { LinkProps } from '@tanstack/react-router';

export interface NavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
  /** Also active on deeper paths (e.g. /orders/$orderId). */
  fuzzy?: boolean;
  /** A live count shown beside the label. */
  count?: 'co-sign-queue';
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const navigation: (NavItem | NavGroup)[] = [
  { label: 'Today', to: '/' },
  { label: 'Orders', to: '/orders', fuzzy: true },
  { label: 'Co-sign', to: '/co-sign', count: 'co-sign-queue' },
  {
    label: 'New order',
    items: [
      { label: 'Withdrawal', to: '/new/withdrawal' },
      { label: 'Staking', to: '/new/staking' },
      { label: 'Multi-smart-call', to: '/new/multi-smart-call' },
      { label: 'Bulk', to: '/new/bulk' },
    ],
  },
  {
    label: 'ClearLoop',
    items: [
      { label: 'Exchanges', to: '/clearloop/exchanges' },
      { label: 'Settlements', to: '/clearloop/settlements', fuzzy: true },
    ],
  },
  {
    label: 'Loans',
    items: [
      { label: 'Loan list', to: '/loans' },
      { label: 'LTV risk board', to: '/loans/risk' },
    ],
  },
  { label: 'Files', to: '/files' },
  { label: 'Activity', to: '/activity' },
];

export function isGroup(entry: NavItem | NavGroup): entry is NavGroup {
  return 'items' in entry;
}
