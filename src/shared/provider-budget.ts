import { z } from 'zod';

/**
 * How much of the provider's request budget (requests per 5 minutes per API key) is left for
 * the key that read or wrote for the signed-in person. The server puts it on every /platform
 * answer it signed, so the browser can slow its own background refreshes before the provider
 * answers 429.
 */
export const PROVIDER_BUDGET_HEADER = 'Provider-Budget';

/**
 * - `ok`: refresh as usual;
 * - `low`: a quarter or less is left: poll and refresh in the background less often;
 * - `exhausted`: nothing is left until `resetSeconds`; the server answers reads it cannot
 *   serve from its cache with 429 and `Retry-After`.
 */
export const budgetStates = ['ok', 'low', 'exhausted'] as const;

export const providerBudgetSchema = z.object({
  state: z.enum(budgetStates),
  remaining: z.number().int().min(0),
  limit: z.number().int().min(1),
  /** Seconds until enough of the window has passed for the state to improve. */
  resetSeconds: z.number().int().min(0),
});
export type ProviderBudget = z.infer<typeof providerBudgetSchema>;

/** `low; remaining=120; limit=1000; reset=37`. */
export function formatProviderBudget(budget: ProviderBudget): string {
  return `${budget.state}; remaining=${budget.remaining}; limit=${budget.limit}; reset=${budget.resetSeconds}`;
}

/** The header's value, or undefined when it is absent or not of that form. */
export function parseProviderBudget(header: string | null | undefined): ProviderBudget | undefined {
  if (header === null || header === undefined) return undefined;
  const [state = '', ...parameters] = header.split(';').map((part) => part.trim());
  const values = new Map(
    parameters.map((parameter) => {
      const [name = '', value = ''] = parameter.split('=');
      return [name.trim(), /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN];
    }),
  );
  const parsed = providerBudgetSchema.safeParse({
    state,
    remaining: values.get('remaining'),
    limit: values.get('limit'),
    resetSeconds: values.get('reset'),
  });
  return parsed.success ? parsed.data : undefined;
}
