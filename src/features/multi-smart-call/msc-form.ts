import { isUnreadable } from '../../shared/contracts/readable';
import { formatUnits } from 'viem';
import { z } from 'zod';
import { decodeSmartCall } from '../../shared/smart-calls';
import type { MultiSmartCall } from '../../shared/contracts/create-order';
import { hasCurrencyTag, type Currency } from '../../shared/contracts/currencies';
import { feeLevels, type FeeLevel } from '../../shared/contracts/orders';
import type { Portfolio } from '../../shared/contracts/portfolios';
import { amountProblem, decimalsOf } from '../order-writing/amount-rules';
import { reachableStep } from '../order-writing/form-steps';
import {
  findCurrency,
  findWallet,
  portfolioRefusal,
  withdrawBase,
  type Holdings,
} from '../order-writing/holdings';
import { mscSteps, type MscStep } from './msc-steps';
import { checkPayload } from './payload-rules';
import {
  buildCall,
  callNetworkOf,
  emptyCallDraft,
  type BuiltCall,
  type CallDraft,
} from './call-builder';

export interface MscFormValues {
  /** `currency:mainCurrency`, one row of GET /currencies. */
  currencyKey: string;
  portfolioId: string;
  /** The calls, in the order they are executed. */
  calls: CallDraft[];
  amount: string;
  feeLevel: FeeLevel;
  externalBroadcast: boolean;
  description: string;
}

export const emptyMscForm: MscFormValues = {
  currencyKey: '',
  portfolioId: '',
  calls: [emptyCallDraft],
  amount: '',
  feeLevel: 'medium',
  externalBroadcast: false,
  description: '',
};

export const mscStepFields: Record<MscStep, readonly (keyof MscFormValues)[]> = {
  source: ['currencyKey', 'portfolioId'],
  payloads: ['calls'],
  settings: ['amount', 'feeLevel', 'externalBroadcast', 'description'],
  review: [],
};

/** What the rules read: currencies (the defi-allowed tag), balances and portfolios. */
export interface MscContext extends Holdings {
  portfolios: ReadonlyMap<string, Portfolio>;
}

/** Why a currency cannot carry a multi-smart-call order; null when it can. */
export function currencyRefusal(currency: Currency): string | null {
  return hasCurrencyTag(currency, 'defi-allowed')
    ? null
    : 'not enabled for DeFi by the custodian, so it cannot call smart contracts';
}

const callDraftSchema = z.object({
  mode: z.enum(['build', 'paste']),
  pasted: z.string(),
  contract: z.string(),
  abiSource: z.enum(['erc20', 'pasted']),
  abiText: z.string(),
  functionSignature: z.string(),
  args: z.array(z.string()),
  decimals: z.string(),
  nativeValue: z.string(),
});

/** The hex one call sends: built from its parts, or pasted under Advanced (sent trimmed). */
export function payloadOfCall(call: CallDraft, mainCurrency: string): BuiltCall {
  if (call.mode === 'paste') {
    const check = checkPayload(call.pasted, mainCurrency);
    return check.ok
      ? { ok: true, payload: call.pasted.trim() }
      : { ok: false, issues: [{ field: 'pasted', message: check.reason }] };
  }
  const network = callNetworkOf(mainCurrency);
  if (network === undefined) {
    const message = `The builder makes Ethereum transactions; for ${mainCurrency}, paste the transaction under Advanced`;
    return { ok: false, issues: [{ field: 'mode', message }] };
  }
  return buildCall(call, network);
}

export function mscFormSchema(ctx: MscContext) {
  return z
    .object({
      currencyKey: z.string().min(1, { error: 'Choose a currency' }),
      portfolioId: z.string().min(1, { error: 'Choose a portfolio' }),
      calls: z.array(callDraftSchema).min(1, { error: 'Add at least one call' }),
      amount: z.string(),
      feeLevel: z.enum(feeLevels),
      externalBroadcast: z.boolean(),
      description: z.string().max(500, { error: 'Keep the description under 500 characters' }),
    })
    .superRefine((values, issue) => {
      const currency = findCurrency(ctx, values.currencyKey);
      const refusal = currency ? currencyRefusal(currency) : 'Choose a currency';
      if (!currency || refusal) {
        issue.addIssue({ code: 'custom', path: ['currencyKey'], message: refusal ?? '' });
        return;
      }
      const wallet = findWallet(ctx, values);
      if (values.portfolioId !== '') {
        const portfolioProblem = wallet
          ? portfolioRefusal(ctx.portfolios.get(values.portfolioId))
          : `This portfolio holds no ${currency.currency} on ${currency.mainCurrency}`;
        if (portfolioProblem) {
          issue.addIssue({ code: 'custom', path: ['portfolioId'], message: portfolioProblem });
        }
      }
      values.calls.forEach((call, index) => {
        const built = payloadOfCall(call, currency.mainCurrency);
        for (const problem of built.ok ? [] : built.issues) {
          issue.addIssue({
            code: 'custom',
            path: ['calls', index, ...problem.field.split('.')],
            message: problem.message,
          });
        }
      });
      const problem = amountProblem(values.amount, {
        currency: currency.currency,
        decimals: decimalsOf(currency),
        zeroAllowed: true,
        max:
          wallet && !isUnreadable(wallet.available)
            ? { value: wallet.available, label: 'available balance' }
            : undefined,
      });
      if (problem) issue.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
}

/** The coin the calls send with them, in whole units; undefined while one cannot be read. */
export function coinSentByCalls(
  calls: readonly CallDraft[],
  mainCurrency: string,
): string | undefined {
  let total = 0n;
  for (const call of calls) {
    const built = payloadOfCall(call, mainCurrency);
    const decoded = built.ok ? decodeSmartCall(built.payload) : undefined;
    if (decoded === undefined || decoded.kind === 'unreadable') return undefined;
    total += BigInt(decoded.value);
  }
  // Every EVM coin the provider serves counts in 18 decimals (wei).
  return formatUnits(total, 18);
}

/** The furthest step the values allow: a reload that lost them goes back to where they stop. */
export function reachableMscStep(ctx: MscContext, values: MscFormValues): MscStep {
  return reachableStep(mscFormSchema(ctx).safeParse(values), mscSteps, mscStepFields);
}

/** The POST /orders body (multi-smart-call variant) for valid values. */
export function buildMscRequest(
  ctx: MscContext,
  values: MscFormValues,
  externalOrderId: string,
): MultiSmartCall | null {
  const currency = findCurrency(ctx, values.currencyKey);
  if (!currency) return null;
  const payloads: string[] = [];
  for (const call of values.calls) {
    const built = payloadOfCall(call, currency.mainCurrency);
    if (!built.ok) return null;
    payloads.push(built.payload);
  }
  return {
    ...withdrawBase(currency, values, externalOrderId),
    blockchainTransactionType: 'multi-smart-call',
    payloads,
    feeLevel: values.feeLevel,
    externalBroadcast: values.externalBroadcast,
  };
}
