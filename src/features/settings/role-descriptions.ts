import type { Role } from '../../shared/access';

/** What each role lets a person do here, as the settings page explains it. */
export const roleDescriptions: Record<Role, string> = {
  viewer: 'See orders, ClearLoop, loans and files.',
  treasury: 'Create withdrawals, staking, multi-smart-call and bulk orders, and cancel your own.',
  approver: 'Co-sign orders that wait for approval and give master passwords.',
  admin: 'Manage people and API credentials, and read the whole activity log.',
};
