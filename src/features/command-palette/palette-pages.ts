import type { LinkProps } from '@tanstack/react-router';
import type { PalettePage } from './palette-matches';

/** Every page a person can open from the palette, with the words they might look for it by. */
export const palettePages: PalettePage<NonNullable<LinkProps['to']>>[] = [
  { id: 'page-home', label: 'Home', to: '/', keywords: ['today', 'start'] },
  { id: 'page-orders', label: 'Orders', to: '/orders', keywords: ['withdrawals', 'deposits'] },
  { id: 'page-co-sign', label: 'Co-sign', to: '/co-sign', keywords: ['approve', 'queue'] },
  { id: 'page-withdrawal', label: 'New withdrawal', to: '/new/withdrawal', keywords: ['send'] },
  { id: 'page-staking', label: 'New staking order', to: '/new/staking', keywords: ['stake'] },
  {
    id: 'page-msc',
    label: 'New multi-smart-call order',
    to: '/new/multi-smart-call',
    keywords: ['defi', 'contract'],
  },
  { id: 'page-bulk', label: 'New bulk orders', to: '/new/bulk', keywords: ['csv', 'batch'] },
  {
    id: 'page-exchanges',
    label: 'ClearLoop exchanges',
    to: '/clearloop/exchanges',
    keywords: ['collateral', 'deficit'],
  },
  { id: 'page-settlements', label: 'ClearLoop settlements', to: '/clearloop/settlements' },
  { id: 'page-loans', label: 'Loan list', to: '/loans', keywords: ['lending', 'borrowing'] },
  { id: 'page-risk', label: 'LTV risk board', to: '/loans/risk', keywords: ['margin call'] },
  { id: 'page-files', label: 'Files', to: '/files', keywords: ['documents', 'download'] },
  { id: 'page-activity', label: 'Activity', to: '/activity', keywords: ['audit', 'history'] },
  { id: 'page-settings', label: 'Settings', to: '/settings', keywords: ['api key'] },
];
