import type { CryptoAddress } from '../../shared/contracts/crypto-addresses';
import type { Portfolio } from '../../shared/contracts/portfolios';
import { amountProblem } from './amount-validation';
import {
  withdrawalFormShape,
  withdrawalSteps,
  type WithdrawalFormValues,
  type WithdrawalStep,
} from './withdrawal-form';

/** What the rules need beyond the form: reference data, the balance and the fee. */
export interface WithdrawalRulesContext {
  portfolios: ReadonlyMap<string, Portfolio> | undefined;
  addresses: readonly CryptoAddress[] | undefined;
  /** The source wallet's `available`; undefined while it loads. */
  available: string | undefined;
  decimals: number | undefined;
  /** The fee at the chosen level; undefined while it loads, or for an undelegation. */
  fee: string | undefined;
}

type Issue = { path: [keyof WithdrawalFormValues]; message: string };

function sourceIssues(values: WithdrawalFormValues, context: WithdrawalRulesContext): Issue[] {
  if (values.portfolioId === '')
    return [{ path: ['portfolioId'], message: 'Choose the portfolio to withdraw from.' }];
  const portfolio = context.portfolios?.get(values.portfolioId);
  if (portfolio?.portfolioType === 'external') {
    return [{ path: ['portfolioId'], message: 'External accounts are tracked only.' }];
  }
  if (values.baseCurrency === '' || values.mainCurrency === '')
    return [{ path: ['baseCurrency'], message: 'Choose the currency and network.' }];
  return [];
}

function destinationIssues(values: WithdrawalFormValues, context: WithdrawalRulesContext): Issue[] {
  const source = context.portfolios?.get(values.portfolioId);
  const fromClearLoop = source?.portfolioType === 'clearloop';
  switch (values.destinationKind) {
    case '':
      return [{ path: ['destinationKind'], message: 'Choose where the funds go.' }];
    case 'undelegation':
      if (source !== undefined && !fromClearLoop) {
        return [{ path: ['destinationKind'], message: 'Only a ClearLoop account undelegates.' }];
      }
      return values.toPortfolioId === ''
        ? [{ path: ['toPortfolioId'], message: 'This ClearLoop account has no trading account.' }]
        : [];
    case 'portfolio':
    case 'address-book':
      if (fromClearLoop) {
        return [
          {
            path: ['destinationKind'],
            message: 'A ClearLoop account releases funds only to its trading account.',
          },
        ];
      }
      return values.destinationKind === 'portfolio'
        ? portfolioIssues(values, context)
        : addressIssues(values, context);
  }
}

function portfolioIssues(values: WithdrawalFormValues, context: WithdrawalRulesContext): Issue[] {
  if (values.toPortfolioId === '')
    return [{ path: ['toPortfolioId'], message: 'Choose the destination portfolio.' }];
  if (values.toPortfolioId === values.portfolioId)
    return [{ path: ['toPortfolioId'], message: 'Choose a portfolio other than the source.' }];
  const target = context.portfolios?.get(values.toPortfolioId);
  if (target?.portfolioType === 'external')
    return [{ path: ['toPortfolioId'], message: 'External accounts cannot receive transfers.' }];
  return [];
}

function addressIssues(values: WithdrawalFormValues, context: WithdrawalRulesContext): Issue[] {
  if (values.toCryptoAddressId === '')
    return [{ path: ['toCryptoAddressId'], message: 'Choose an address-book entry.' }];
  const entry = context.addresses?.find(
    (candidate) => candidate.cryptoAddressId === values.toCryptoAddressId,
  );
  if (context.addresses !== undefined && entry === undefined)
    return [{ path: ['toCryptoAddressId'], message: 'This address-book entry no longer exists.' }];
  if (entry !== undefined && entry.travelRuleStatus !== 'passed') {
    const reason = entry.travelRuleReason ?? 'its Travel Rule check has not passed';
    return [{ path: ['toCryptoAddressId'], message: `${entry.name} is unavailable: ${reason}` }];
  }
  return [];
}

function amountIssues(values: WithdrawalFormValues, context: WithdrawalRulesContext): Issue[] {
  const problem = amountProblem(values.amount, {
    currency: values.baseCurrency,
    decimals: context.decimals,
    // Until the balance loads only the format is checked; the API checks funds regardless.
    available: context.available ?? values.amount.trim(),
    fee: values.destinationKind === 'undelegation' ? undefined : context.fee,
    includeFeeInWithdraw: values.includeFeeInWithdraw,
  });
  return problem === undefined ? [] : [{ path: ['amount'], message: problem }];
}

const issuesOfStep: Record<
  WithdrawalStep,
  (values: WithdrawalFormValues, context: WithdrawalRulesContext) => Issue[]
> = {
  source: sourceIssues,
  destination: destinationIssues,
  amount: amountIssues,
  review: () => [],
};

/** The zod schema of one step: the form's shape plus that step's rules. */
export function withdrawalStepSchema(step: WithdrawalStep, context: WithdrawalRulesContext) {
  return withdrawalFormShape.superRefine((values, ctx) => {
    for (const issue of issuesOfStep[step](values, context)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: values });
    }
  });
}

/** The first step whose rules fail (the furthest the wizard may go), or `review`. */
export function firstIncompleteStep(
  values: WithdrawalFormValues,
  context: WithdrawalRulesContext,
): WithdrawalStep {
  return withdrawalSteps.find((step) => issuesOfStep[step](values, context).length > 0) ?? 'review';
}
