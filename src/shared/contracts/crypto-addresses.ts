import { z } from 'zod';
import { cryptoAddressRecordSchema } from './orders';
import { listEnvelope } from './readable';
import { readEnum, readEpochMs } from './primitives';

/** Address types the provider documents. */
export const addressTypes = [
  'externally-owned-account',
  'internal-account',
  'smart-contract',
  'payable-smart-contract',
] as const;
export type AddressType = (typeof addressTypes)[number];

/** Address categories the provider documents. */
export const addressCategories = [
  'smart-contract',
  'payable-smart-contract',
  'mining',
  'unknown',
  'self-hosted',
  'vasp',
] as const;
export type AddressCategory = (typeof addressCategories)[number];

/** Travel Rule check results (sandbox extension, see `cryptoAddressSchema`). */
export const travelRuleStatuses = ['passed', 'pending', 'failed'] as const;
export type TravelRuleStatus = (typeof travelRuleStatuses)[number];

/**
 * An address-book entry. Required keys follow the provider's OpenAPI, except the deprecated
 * `currency` and `isWhitelist`.
 *
 * `travelRuleStatus` and `travelRuleReason` are a sandbox extension: the provider's API
 * exposes no Travel Rule state per address (it only refuses the withdrawal). Absent means
 * unknown, which is what upstream mode sees.
 */
export const cryptoAddressSchema = cryptoAddressRecordSchema.extend({
  cryptoAddressId: z.string().min(1),
  name: z.string(),
  address: z.string().min(1),
  addressType: readEnum(addressTypes),
  category: readEnum(addressCategories).optional(),
  createdAt: readEpochMs,
  createdBy: z.string(),
  travelRuleStatus: readEnum(travelRuleStatuses).optional(),
  /** Why the check is pending or failed, shown next to an unavailable entry. */
  travelRuleReason: z.string().optional(),
});
export type CryptoAddress = z.output<typeof cryptoAddressSchema>;
export type WireCryptoAddress = z.input<typeof cryptoAddressSchema>;

/** GET /crypto-addresses response. */
export const cryptoAddressesResponseSchema = listEnvelope('cryptoAddresses', cryptoAddressSchema);
export type CryptoAddressesResponse = z.output<typeof cryptoAddressesResponseSchema>;
