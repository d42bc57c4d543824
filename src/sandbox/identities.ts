/**
 * Demo identities of the sandbox. Each has its own API key and secret, which
 * stay on the server: the browser only ever learns an identity's id and name.
 */
export type Permission = 'read' | 'create-orders' | 'co-sign';

export interface SandboxIdentity {
  id: string;
  userId: string;
  name: string;
  role: string;
  email: string;
  apiKey: string;
  apiSecret: string;
  permissions: readonly Permission[];
}

export const SANDBOX_ORGANIZATION_ID = 'org-northwind-capital';

/** When the sandbox's people joined the organization, with their keys: fixed, so answers are stable. */
export const SANDBOX_MEMBERS_JOINED_AT = String(Date.parse('2025-03-03T09:00:00Z'));

export const sandboxIdentities: readonly SandboxIdentity[] = [
  {
    id: 'treasury',
    userId: 'user-olivia-grant',
    name: 'Olivia Grant',
    role: 'Treasury operator',
    email: 'olivia.grant@northwind.example',
    apiKey: 'sbx-treasury-7f3a91c2',
    apiSecret: 'sbx-secret-treasury-4d8e2b6a9c1f7035',
    permissions: ['read', 'create-orders'],
  },
  {
    id: 'approver-1',
    userId: 'user-marcus-chen',
    name: 'Marcus Chen',
    role: 'Approver',
    email: 'marcus.chen@northwind.example',
    apiKey: 'sbx-approver1-2b9d04e7',
    apiSecret: 'sbx-secret-approver1-91c3f5a7d2e86b40',
    permissions: ['read', 'co-sign'],
  },
  {
    id: 'approver-2',
    userId: 'user-amara-okafor',
    name: 'Amara Okafor',
    role: 'Approver',
    email: 'amara.okafor@northwind.example',
    apiKey: 'sbx-approver2-c61e8a35',
    apiSecret: 'sbx-secret-approver2-6e0a4c8b13f9d257',
    permissions: ['read', 'co-sign'],
  },
  {
    id: 'risk',
    userId: 'user-henrik-larsen',
    name: 'Henrik Larsen',
    role: 'Risk analyst (read-only)',
    email: 'henrik.larsen@northwind.example',
    apiKey: 'sbx-risk-5a07d3f9',
    apiSecret: 'sbx-secret-risk-0f2b7d9e4a6c8135',
    permissions: ['read'],
  },
  {
    id: 'admin',
    userId: 'user-priya-natarajan',
    name: 'Priya Natarajan',
    role: 'Administrator (read-only at the API)',
    email: 'priya.natarajan@northwind.example',
    apiKey: 'sbx-admin-8e41b0d6',
    apiSecret: 'sbx-secret-admin-3c9f1e7a5b2d8046',
    permissions: ['read'],
  },
];

export const DEFAULT_IDENTITY_ID = 'treasury';

export function findIdentityById(id: string): SandboxIdentity | undefined {
  return sandboxIdentities.find((identity) => identity.id === id);
}

export function findIdentityByApiKey(apiKey: string): SandboxIdentity | undefined {
  return sandboxIdentities.find((identity) => identity.apiKey === apiKey);
}
