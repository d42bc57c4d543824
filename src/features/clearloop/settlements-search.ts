import { z } from 'zod';
import { settlementStatuses } from '../../shared/contracts/clearloop';
import { digitString } from '../../shared/contracts/primitives';
import {
  settlementSortDirections,
  settlementsQuerySchema,
  type SettlementsQuery,
} from '../../shared/contracts/settlements-query';

export const settlementPageSizes = ['25', '50', '100', '200'] as const;

const query = settlementsQuerySchema.shape;

/**
 * The /clearloop/settlements URL: GET /clearloop/settlements' own parameters.
 * A malformed value in a shared link is dropped (or falls back to its default)
 * instead of breaking the page; the filter form then shows what is applied.
 */
export const settlementsSearchSchema = z.object({
  portfolioId: query.portfolioId.catch(undefined),
  clientAccountId: query.clientAccountId.catch(undefined),
  exchangeSettlementId: query.exchangeSettlementId.catch(undefined),
  createdAfter: query.createdAfter.catch(undefined),
  createdBefore: query.createdBefore.catch(undefined),
  cycleStartTimestamp: query.cycleStartTimestamp.catch(undefined),
  cycles: query.cycles.catch(undefined),
  clearLoopSettlementStatuses: query.clearLoopSettlementStatuses.catch(undefined),
  clearLoopSettlementStatusesNotIn: query.clearLoopSettlementStatusesNotIn.catch(undefined),
  // Newest first: what an operator looks for first (the API's own default is oldest first).
  sortDirection: z.enum(settlementSortDirections).default('desc').catch('desc'),
  limit: z.enum(settlementPageSizes).default('50').catch('50'),
  offset: digitString.default('0').catch('0'),
});

export type SettlementsSearch = z.infer<typeof settlementsSearchSchema>;

/** The API query of a view's search: the same names, without empty lists. */
export function settlementsQueryOf(search: SettlementsSearch): SettlementsQuery {
  const {
    clearLoopSettlementStatuses: included,
    clearLoopSettlementStatusesNotIn: excluded,
    ...rest
  } = search;
  return {
    ...rest,
    ...(included && included.length > 0 ? { clearLoopSettlementStatuses: included } : {}),
    ...(excluded && excluded.length > 0 ? { clearLoopSettlementStatusesNotIn: excluded } : {}),
  };
}

const epochOrNull = z
  .string()
  .regex(/^\d{1,16}$/, { error: 'Pick a date and time' })
  .nullable();

/** The filter form: what an operator types, checked before it reaches the URL. */
export const settlementFilterFormSchema = z
  .object({
    portfolioId: z.string().trim().max(200),
    clientAccountId: z.string().trim().max(200, { error: 'At most 200 characters' }),
    exchangeSettlementId: z.string().trim().max(200, { error: 'At most 200 characters' }),
    createdAfter: epochOrNull,
    createdBefore: epochOrNull,
    cycleStartTimestamp: epochOrNull,
    cycles: z
      .string()
      .trim()
      .regex(/^([1-9]\d{0,5})?$/, { error: 'Enter a whole number of cycles from 1, e.g. 1' }),
    clearLoopSettlementStatuses: z.array(z.enum(settlementStatuses)),
    clearLoopSettlementStatusesNotIn: z.array(z.enum(settlementStatuses)),
    sortDirection: z.enum(settlementSortDirections),
  })
  .superRefine((values, context) => {
    const { createdAfter, createdBefore } = values;
    if (createdAfter && createdBefore && BigInt(createdAfter) > BigInt(createdBefore)) {
      context.addIssue({
        code: 'custom',
        path: ['createdBefore'],
        message: 'Must be the same as or later than "Created from"',
      });
    }
    const both = values.clearLoopSettlementStatuses.filter((status) =>
      values.clearLoopSettlementStatusesNotIn.includes(status),
    );
    if (both.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['clearLoopSettlementStatusesNotIn'],
        message: `Both included and excluded: ${both.join(', ')}`,
      });
    }
  });

export type SettlementFilterForm = z.infer<typeof settlementFilterFormSchema>;

type FilterSearch = Omit<SettlementsSearch, 'limit' | 'offset'>;

export function filterFormOf(search: SettlementsSearch): SettlementFilterForm {
  return {
    portfolioId: search.portfolioId ?? '',
    clientAccountId: search.clientAccountId ?? '',
    exchangeSettlementId: search.exchangeSettlementId ?? '',
    createdAfter: search.createdAfter ?? null,
    createdBefore: search.createdBefore ?? null,
    cycleStartTimestamp: search.cycleStartTimestamp ?? null,
    cycles: search.cycles ?? '',
    clearLoopSettlementStatuses: search.clearLoopSettlementStatuses ?? [],
    clearLoopSettlementStatusesNotIn: search.clearLoopSettlementStatusesNotIn ?? [],
    sortDirection: search.sortDirection,
  };
}

/** Search params of a valid filter form; empty fields are left out of the URL. */
export function filterSearchOf(form: SettlementFilterForm): FilterSearch {
  const text = (value: string) => (value === '' ? undefined : value);
  const list = <T>(values: T[]) => (values.length > 0 ? values : undefined);
  return {
    portfolioId: text(form.portfolioId),
    clientAccountId: text(form.clientAccountId),
    exchangeSettlementId: text(form.exchangeSettlementId),
    createdAfter: form.createdAfter ?? undefined,
    createdBefore: form.createdBefore ?? undefined,
    cycleStartTimestamp: form.cycleStartTimestamp ?? undefined,
    cycles: text(form.cycles),
    clearLoopSettlementStatuses: list(form.clearLoopSettlementStatuses),
    clearLoopSettlementStatusesNotIn: list(form.clearLoopSettlementStatusesNotIn),
    sortDirection: form.sortDirection,
  };
}

/** How many filters narrow the list (sorting is not a filter). */
export function activeFilterCount(search: SettlementsSearch): number {
  const filters = filterSearchOf(filterFormOf(search));
  const narrowing: unknown[] = [
    filters.portfolioId,
    filters.clientAccountId,
    filters.exchangeSettlementId,
    filters.createdAfter,
    filters.createdBefore,
    filters.cycleStartTimestamp,
    filters.cycles,
    filters.clearLoopSettlementStatuses,
    filters.clearLoopSettlementStatusesNotIn,
  ];
  return narrowing.filter((value) => value !== undefined).length;
}
