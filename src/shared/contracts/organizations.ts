import { z } from 'zod';
import { listEnvelope } from './readable';
import { readEnum, readEpochMs } from './primitives';

/** Organization types the provider documents. */
export const organizationTypes = ['standard'] as const;
export type OrganizationType = (typeof organizationTypes)[number];

/** An organization the API key belongs to; loans are listed per organization. */
export const organizationSchema = z.looseObject({
  organizationId: z.string().min(1),
  organizationName: z.string(),
  organizationType: readEnum(organizationTypes),
  /** Currency that `reportingCurrencyRate` values are expressed in, e.g. `USD`. */
  reportingCurrency: z.string(),
  createdAt: readEpochMs,
  alias: z.string().optional(),
  extra: z
    .looseObject({
      /** Trading portfolio credited with fiat deposits. */
      defaultFiatPortfolioId: z.string().optional(),
    })
    .optional(),
});
export type Organization = z.output<typeof organizationSchema>;
export type WireOrganization = z.input<typeof organizationSchema>;

/** GET /organizations response. */
export const organizationsResponseSchema = listEnvelope('organizations', organizationSchema);
export type OrganizationsResponse = z.infer<typeof organizationsResponseSchema>;
