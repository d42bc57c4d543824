import { isUnreadable } from '../../shared/contracts/readable';
import { z } from 'zod';
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

export interface MscFormValues {
  /** `currency:mainCurrency`, one row of GET /currencies. */
  currencyKey: string;
  portfolioId: string;
  /** Objects, because react-hook-form's field arrays key rows by object. */
  payloads: { value: string }[];
  amount: string;
  feeLevel: FeeLevel;
  externalBroadcast: boolean;
  description: string;
}

export const emptyMscForm: MscFormValues = {
  currencyKey: '',
  portfolioId: '',
  payloads: [{ value: '' }],
  amount: '',
  feeLevel: 'medium',
  externalBroadcast: false,
  description: '',
};

export const mscStepFields: Record<MscStep, readonly (keyof MscFormValues)[]> = {
  source: ['currencyKey', 'portfolioId'],
  payloads: ['payloads'],
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

export function mscFormSchema(ctx: MscContext) {
  return z
    .object({
      currencyKey: z.string().min(1, { error: 'Choose a currency' }),
      portfolioId: z.string().min(1, { error: 'Choose a portfolio' }),
      payloads: z
        .array(z.object({ value: z.string() }))
        .min(1, { error: 'Add at least one unsigned transaction' }),
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
      values.payloads.forEach((payload, index) => {
        const check = checkPayload(payload.value, currency.mainCurrency);
        if (!check.ok) {
          issue.addIssue({
            code: 'custom',
            path: ['payloads', index, 'value'],
            message: check.reason,
          });
        }
      });
      const problem = amountProblem(values.amount, {
        currency: currency.currency,
        decimals: decimalsOf(currency),
        max:
          wallet && !isUnreadable(wallet.available)
            ? { value: wallet.available, label: 'available balance' }
            : undefined,
      });
      if (problem) issue.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
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
  return {
    ...withdrawBase(currency, values, externalOrderId),
    blockchainTransactionType: 'multi-smart-call',
    payloads: values.payloads.map((payload) => payload.value.trim()),
    feeLevel: values.feeLevel,
    externalBroadcast: values.externalBroadcast,
  };
}
