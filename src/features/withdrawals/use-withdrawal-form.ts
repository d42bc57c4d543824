import { decimalsOf } from '../order-writing/amount-rules';
import { readOrUndefined, type Readable } from '../../shared/contracts/readable';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import type { Resolver } from 'react-hook-form';
import {
  cryptoAddressesQueryOptions,
  currenciesQueryOptions,
  portfoliosQueryOptions,
  walletsQueryOptions,
} from '../reference-data/api/reference-queries';
import type { DryRunOrderResponse } from '../../shared/contracts/dry-run';
import { feeLevels, type FeeLevel } from '../../shared/contracts/orders';
import { useOrderForm } from '../order-writing/use-order-form';
import { feeEstimateQueryOptions } from './api/withdrawal-queries';
import {
  emptyWithdrawalForm,
  type WithdrawalFormValues,
  type WithdrawalStep,
} from './withdrawal-form';
import { buildFeeDryRun } from './withdrawal-request';
import { withdrawalStepSchema, type WithdrawalRulesContext } from './withdrawal-schemas';

/** The flat fee a dry run quotes: `extra.withdrawFee`, else the estimate's `fee`. */
export function feeOf(data: DryRunOrderResponse | undefined): Readable<string> | undefined {
  return data?.extra?.withdrawFee ?? data?.extra?.estimatedFees?.fee;
}

/**
 * The wizard's one form, and what its rules read: reference data, the source wallet, the
 * currency's decimals and the fee of each level. The resolver validates the active step
 * against the latest of these (held in a ref, so it never validates against stale data).
 */
export function useWithdrawalForm(step: WithdrawalStep) {
  const rulesRef = useRef<{ step: WithdrawalStep; rules: WithdrawalRulesContext } | null>(null);
  const resolver: Resolver<WithdrawalFormValues> = (values, context, options) => {
    const latest = rulesRef.current;
    const schema = withdrawalStepSchema(latest?.step ?? 'source', latest?.rules ?? noRules);
    return zodResolver(schema, undefined, { raw: true })(values, context, options);
  };
  const orderForm = useOrderForm({
    draftKey: 'withdrawal',
    emptyValues: emptyWithdrawalForm,
    resolver,
  });
  const { form, values } = orderForm;

  const portfolios = useQuery(portfoliosQueryOptions);
  const currencies = useQuery(currenciesQueryOptions);
  const addresses = useQuery(cryptoAddressesQueryOptions);
  const wallets = useQuery({
    ...walletsQueryOptions(values.portfolioId),
    enabled: values.portfolioId !== '',
  });

  const wallet = wallets.data?.wallets.find(
    (candidate) =>
      candidate.currency === values.baseCurrency && candidate.mainCurrency === values.mainCurrency,
  );
  const currency = currencies.data?.currencies.find(
    (candidate) =>
      candidate.currency === values.baseCurrency && candidate.mainCurrency === values.mainCurrency,
  );
  const paysFee =
    values.destinationKind === 'address-book' || values.destinationKind === 'portfolio';
  const feesWanted =
    paysFee && values.baseCurrency !== '' && (step === 'amount' || step === 'review');
  const fees = useQueries({
    queries: feeLevels.map((level) =>
      feeEstimateQueryOptions(buildFeeDryRun(values, level), feesWanted),
    ),
  });
  const feeByLevel = (level: FeeLevel) => fees[feeLevels.indexOf(level)];

  const rules: WithdrawalRulesContext = {
    portfolios: portfolios.data,
    addresses: addresses.data?.cryptoAddresses,
    // A wallet whose balance is unreadable cannot be chosen (see SourceStep).
    available: readOrUndefined(wallet?.available),
    decimals: decimalsOf(currency),
    // An unreadable fee is no figure to check the amount against; the review shows it marked.
    fee: paysFee ? readOrUndefined(feeOf(feeByLevel(values.feeLevel)?.data)) : undefined,
  };
  // Validation runs in event handlers, after this commit, so it always sees these rules.
  useLayoutEffect(() => {
    rulesRef.current = { step, rules };
  });

  return {
    orderForm,
    form,
    values,
    rules,
    queries: { portfolios, currencies, addresses, wallets },
    wallet,
    currency,
    paysFee,
    fees,
    feeByLevel,
  };
}

const noRules: WithdrawalRulesContext = {
  portfolios: undefined,
  addresses: undefined,
  available: undefined,
  decimals: undefined,
  fee: undefined,
};

export type WithdrawalFormState = ReturnType<typeof useWithdrawalForm>;
