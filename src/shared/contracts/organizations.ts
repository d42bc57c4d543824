import { z } from 'zod';
import { epochMsString, openEnum } from './primitives';

/** Organization types the provider documents. */
export const organizationTypes = ['standard'] as const;
export type OrganizationType = (typeof organizationTypes)[number];

/** An organization the API key belongs to; loans are listed per organization. */
export const organizationSchema = z.looseObject({
  organizationId: z.string().min(1),
  organizationName: z.string(),
  organizationType: openEnum(organizationTypes),
  /** Currency that `reportingCurrencyRate` values are expressed in, e.g. `USD`. */
  reportingCurrency: z.string(),
  createdAt: epochMsString,
  alias: z.string().optional(),
  extra: z
    .looseObject({
      /** Trading portfolio credited with fiat deposits. */
      defaultFiatPortfolioId: z.string().optional(),
    })
    .optional(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** GET /organizations response. */
export const organizationsResponseSchema = z.looseObject({
  organizations: z.array(organizationSchema),
});
export type OrganizationsResponse = z.infer<typeof organizationsResponseSchema>;
