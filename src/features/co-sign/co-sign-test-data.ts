import { cryptoAddressSchema, type CryptoAddress } from '../../shared/contracts/crypto-addresses';
import { orderSchema, type Order, type OrderExtra } from '../../shared/contracts/orders';
import type { PublicIdentity } from '../../shared/session';

export const TREASURY = 'user-olivia-grant';
export const MARCUS = 'user-marcus-chen';
export const AMARA = 'user-amara-okafor';
export const HENRIK = 'user-henrik-larsen';

export const identities: PublicIdentity[] = [
  {
    id: 'treasury',
    userId: TREASURY,
    name: 'Olivia Grant',
    role: 'Treasury operator',
    permissions: ['read', 'create-orders'],
  },
  {
    id: 'approver-1',
    userId: MARCUS,
    name: 'Marcus Chen',
    role: 'Approver',
    permissions: ['read', 'co-sign'],
  },
  {
    id: 'approver-2',
    userId: AMARA,
    name: 'Amara Okafor',
    role: 'Approver',
    permissions: ['read', 'co-sign'],
  },
  {
    id: 'risk',
    userId: HENRIK,
    name: 'Henrik Larsen',
    role: 'Risk analyst (read-only)',
    permissions: ['read'],
  },
];

/** A withdrawal awaiting two co-signers, parsed through the real contract. */
export function makeOrder(overrides: Record<string, unknown> = {}, extra: OrderExtra = {}): Order {
  return orderSchema.parse({
    orderId: 'ord-1',
    externalOrderId: 'ext-1',
    orderType: 'withdraw',
    status: 'co-sign-require',
    portfolioId: 'pf-vault',
    portfolioType: 'custody',
    amount: '10',
    baseCurrency: 'ETH',
    mainCurrency: 'ETH',
    createdAt: '1700000000000',
    createdBy: TREASURY,
    extra: {
      toCryptoAddressId: 'addr-meridian',
      toAddress: '0xE0aCFFfbA9e2FF9eDCcEfBfeaaAbe7A8663b0D0e',
      feeLevel: 'medium',
      coSignersNumber: '2',
      coSigners: [],
      availableCoSigners: [MARCUS, AMARA],
      ...extra,
    },
    ...overrides,
  });
}

export function makeEntry(overrides: Partial<CryptoAddress> = {}): CryptoAddress {
  return cryptoAddressSchema.parse({
    cryptoAddressId: 'addr-meridian',
    name: 'Meridian Markets ETH',
    address: '0xE0aCFFfbA9e2FF9eDCcEfBfeaaAbe7A8663b0D0e',
    addressType: 'externally-owned-account',
    createdAt: '1690000000000',
    createdBy: TREASURY,
    travelRuleStatus: 'passed',
    ...overrides,
  });
}
