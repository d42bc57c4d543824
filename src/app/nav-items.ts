import type { LinkProps } from '@tanstack/react-router';
import type { Role } from '../shared/access';

export interface NavItem {
  label: string;
  to: NonNullable<LinkProps['to']>;
  /** Also active on deeper paths (e.g. /orders/$orderId). */
  fuzzy?: boolean;
  /** A live count shown beside the label. */
  count?: 'co-sign-queue';
  /** Its name in the command palette, where no group heading says what it is. */
  searchLabel?: string;
  /** Words the command palette also finds it by (what it is for, what people call it). */
  keywords?: readonly string[];
  /** Shown only to people holding this role (the server refuses the page's data to others). */
  requires?: Role;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const navigation: (NavItem | NavGroup)[] = [
  { label: 'Today', to: '/', keywords: ['home', 'start'] },
  { label: 'Orders', to: '/orders', fuzzy: true, keywords: ['withdrawals', 'deposits'] },
  {
    label: 'Holdings',
    to: '/holdings',
    keywords: ['balances', 'wallets', 'available', 'reserved', 'staked'],
  },
  { label: 'Co-sign', to: '/co-sign', count: 'co-sign-queue', keywords: ['approve', 'queue'] },
  {
    label: 'New order',
    items: [
      {
        label: 'Withdrawal',
        to: '/new/withdrawal',
        searchLabel: 'New withdrawal',
        keywords: ['send'],
      },
      {
        label: 'Staking',
        to: '/new/staking',
        searchLabel: 'New staking order',
        keywords: ['stake'],
      },
      {
        label: 'Multi-smart-call',
        to: '/new/multi-smart-call',
        searchLabel: 'New multi-smart-call order',
        keywords: ['defi', 'contract'],
      },
      {
        label: 'Bulk',
        to: '/new/bulk',
        searchLabel: 'New bulk orders',
        keywords: ['csv', 'batch'],
      },
    ],
  },
  {
    label: 'ClearLoop',
    items: [
      {
        label: 'Exchanges',
        to: '/clearloop/exchanges',
        searchLabel: 'ClearLoop exchanges',
        keywords: ['collateral', 'deficit'],
      },
      {
        label: 'Settlements',
        to: '/clearloop/settlements',
        fuzzy: true,
        searchLabel: 'ClearLoop settlements',
      },
    ],
  },
  {
    label: 'Loans',
    items: [
      { label: 'Loan list', to: '/loans', keywords: ['lending', 'borrowing'] },
      { label: 'LTV risk board', to: '/loans/risk', keywords: ['margin call'] },
    ],
  },
  { label: 'Files', to: '/files', keywords: ['documents', 'download'] },
  { label: 'Activity', to: '/activity', keywords: ['audit', 'history'] },
  {
    label: 'Administration',
    to: '/admin',
    requires: 'admin',
    keywords: ['sessions', 'sign out', 'sign-in throttles', 'locked out'],
  },
];

export function isGroup(entry: NavItem | NavGroup): entry is NavGroup {
  return 'items' in entry;
}

/** Whether someone holding `held` is shown the page (everyone, unless it needs a role). */
export function isShownTo(item: Pick<NavItem, 'requires'>, held: readonly Role[]): boolean {
  return item.requires === undefined || held.includes(item.requires);
}

/** Reached from the person menu rather than the navigation, but a page all the same. */
const settingsPage: NavItem = { label: 'Settings', to: '/settings', keywords: ['api key'] };

/** Every page a person can open from the command palette: the navigation's, in its order. */
export const palettePages = [
  ...navigation.flatMap((entry) => (isGroup(entry) ? entry.items : [entry])),
  settingsPage,
].map((item) => ({
  id: `page:${item.to}`,
  label: item.searchLabel ?? item.label,
  to: item.to,
  keywords: item.keywords,
  requires: item.requires,
}));
