import { cryptoAddressSchema, type CryptoAddress } from '../../shared/contracts/crypto-addresses';
import { wireOrder } from '../../testing/wire-order';
import { orderSchema, type Order, type OrderExtra } from '../../shared/contracts/orders';
import type { UserNames } from '../reference-data/api/user-names';
import type { Approver } from './co-sign-rules';

export const TREASURY = 'user-olivia-grant';
export const MARCUS = 'user-marcus-chen';
export const AMARA = 'user-amara-okafor';
export const HENRIK = 'user-henrik-larsen';

/** What the members endpoint would name the sandbox's people. */
export const names: UserNames = new Map([
  [TREASURY, 'Olivia Grant'],
  [MARCUS, 'Marcus Chen'],
  [AMARA, 'Amara Okafor'],
  [HENRIK, 'Henrik Larsen'],
]);

/** An approver with a key of their own, whose key belongs to `userId`. */
export function approver(userId: string | null): Approver {
  return { userId, roles: ['approver'], hasApiKey: true };
}

/** A withdrawal awaiting two co-signers, parsed through the real contract. */
export function makeOrder(overrides: Record<string, unknown> = {}, extra: OrderExtra = {}): Order {
  return orderSchema.parse(
    wireOrder({
      status: 'co-sign-require',
      portfolioId: 'pf-vault',
      amount: '10',
      baseCurrency: 'ETH',
      mainCurrency: 'ETH',
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
    }),
  );
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
