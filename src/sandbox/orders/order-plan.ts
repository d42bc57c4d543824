import type { WireCryptoAddress } from '../../shared/contracts/crypto-addresses';
import { hasCurrencyTag, type WireCurrency } from '../../shared/contracts/currencies';
import {
  stakingTransactionTypes,
  stakingTransactionTypesFor,
} from '../../shared/contracts/create-order';
import type { BlockchainTransactionType } from '../../shared/contracts/orders';
import { getPortfolioRecord, type PortfolioRecord } from '../db/portfolios-repository';
import { getCryptoAddress, listCurrencies } from '../db/reference-repository';
import type { SqlClient } from '../../store/sql-client';
import { withinDecimals } from './amount-precision';
import { legacyTransactionProblem } from './ethereum-legacy-transaction';
import { addDecimals, isGreater, quoteFee, type FeeQuote } from './fee-schedule';
import type { OrderInput } from './order-input';
import { accept, badRequest, refuse, type Outcome } from './refusal';

export type OrderVariant =
  'address-book' | 'portfolio' | 'undelegation' | 'blockchain-operation' | 'multi-smart-call';

/** An order that passed every rule, with what placing it needs. */
export interface OrderPlan {
  variant: OrderVariant;
  input: OrderInput;
  portfolio: PortfolioRecord;
  currency: WireCurrency;
  address?: WireCryptoAddress;
  destination?: PortfolioRecord;
  fee?: FeeQuote;
  /** What the source wallet must set aside: the amount, plus the fee when it is added on top. */
  reserve?: string;
}

/** Operations that move no funds out of the wallet, so nothing is reserved for them. */
const nonSpendingOperations = new Set<BlockchainTransactionType>([
  'take-reward',
  'stake-undelegation',
  'complete-withdrawal',
  'chill',
  'rebond-stake',
  'unjail',
  'stake-nomination',
  'governance-vote',
  'edit-pool',
  'account-set',
  'activate',
]);

/** Applies the provider's rules for a new withdrawal, in the order the API checks them. */
export async function planOrder(db: SqlClient, input: OrderInput): Promise<Outcome<OrderPlan>> {
  const portfolio = await getPortfolioRecord(db, input.portfolioId);
  if (portfolio === undefined) {
    return badRequest(`portfolioId: no portfolio ${input.portfolioId}`);
  }
  if (portfolio.portfolio.portfolioType === 'external') {
    return badRequest(
      `portfolioId: ${portfolio.portfolio.portfolioName} is an external account, tracked only; orders cannot be placed from it`,
    );
  }
  const currency = await resolveCurrency(db, input);
  if (!currency.ok) return currency;
  const precise = withinDecimals(input.amount, currency.value);
  if (!precise.ok) return precise;
  const base = { input, portfolio, currency: currency.value };

  if (input.payloads !== undefined) return planMultiSmartCall(base);
  if (portfolio.portfolio.portfolioType === 'clearloop') return planUndelegation(db, base);
  if (input.toCryptoAddressId !== undefined)
    return planAddressBook(db, base, input.toCryptoAddressId);
  if (input.toPortfolioId !== undefined) return planPortfolio(db, base);
  return planOperation(base);
}

type PlanBase = Pick<OrderPlan, 'input' | 'portfolio' | 'currency'>;

export async function resolveCurrency(
  db: SqlClient,
  input: Pick<OrderInput, 'baseCurrency' | 'mainCurrency'>,
): Promise<Outcome<WireCurrency>> {
  const rows = await listCurrencies(db, {
    currencies: [input.baseCurrency],
    ...(input.mainCurrency === undefined ? {} : { mainCurrency: input.mainCurrency }),
  });
  const [only, ...others] = rows;
  if (only === undefined) {
    return badRequest(
      input.mainCurrency === undefined
        ? `baseCurrency: unknown currency ${input.baseCurrency}`
        : `mainCurrency: ${input.baseCurrency} does not exist on ${input.mainCurrency}`,
    );
  }
  if (others.length > 0) {
    const networks = rows.map((row) => row.mainCurrency).join(', ');
    return badRequest(
      `mainCurrency: required, because ${input.baseCurrency} exists on several networks (${networks})`,
    );
  }
  return accept(only);
}

/** The fee and the reservation of an order that spends `amount`. */
function withFunds(plan: OrderPlan, spends: boolean): Outcome<OrderPlan> {
  const { input, currency } = plan;
  const fee = quoteFee(currency.currency, currency.mainCurrency, input.feeLevel);
  if (fee === undefined)
    return badRequest(`baseCurrency: ${currency.currency} has no fee schedule`);
  if (!spends) return accept({ ...plan, fee });
  if (input.includeFeeInWithdraw === true && !isGreater(input.amount, fee.fee)) {
    return badRequest(
      `amount: must be greater than the ${fee.fee} ${currency.currency} fee when includeFeeInWithdraw is true`,
    );
  }
  const reserve =
    input.includeFeeInWithdraw === true ? input.amount : addDecimals(input.amount, fee.fee);
  return accept({ ...plan, fee, reserve });
}

function planMultiSmartCall(base: PlanBase): Outcome<OrderPlan> {
  const { input, currency } = base;
  if (
    input.blockchainTransactionType !== undefined &&
    input.blockchainTransactionType !== 'multi-smart-call'
  ) {
    return badRequest('blockchainTransactionType: payloads are sent as multi-smart-call');
  }
  if (!hasCurrencyTag(currency, 'defi-allowed')) {
    return refuse(
      409,
      'currency-not-defi-allowed',
      `${currency.currency} on ${currency.mainCurrency} does not carry the defi-allowed tag, so multi-smart-call orders are not allowed`,
    );
  }
  if (currency.mainCurrency === 'ETH') {
    for (const [index, payload] of (input.payloads ?? []).entries()) {
      const problem = legacyTransactionProblem(payload);
      if (problem !== undefined) return badRequest(`payloads.${index}: ${problem}`);
    }
  }
  return withFunds({ ...base, variant: 'multi-smart-call' }, true);
}

async function planUndelegation(db: SqlClient, base: PlanBase): Promise<Outcome<OrderPlan>> {
  const { input, portfolio } = base;
  if (input.toPortfolioId === undefined) {
    return badRequest(
      'toPortfolioId: an undelegation from a ClearLoop account needs the trading account to release the funds to',
    );
  }
  const destination = await getPortfolioRecord(db, input.toPortfolioId);
  if (destination === undefined)
    return badRequest(`toPortfolioId: no portfolio ${input.toPortfolioId}`);
  const parent = portfolio.portfolio.extra?.parentPortfolioId;
  if (
    destination.portfolio.portfolioType !== 'trading' ||
    (parent !== undefined && parent !== destination.portfolio.portfolioId)
  ) {
    return badRequest(
      `toPortfolioId: ${portfolio.portfolio.portfolioName} releases funds only to its trading account${parent === undefined ? '' : ` (${parent})`}`,
    );
  }
  return accept({ ...base, variant: 'undelegation', destination, reserve: input.amount });
}

async function planAddressBook(
  db: SqlClient,
  base: PlanBase,
  toCryptoAddressId: string,
): Promise<Outcome<OrderPlan>> {
  const { currency } = base;
  const address = await getCryptoAddress(db, toCryptoAddressId);
  if (address === undefined) {
    return badRequest(`toCryptoAddressId: no address-book entry ${toCryptoAddressId}`);
  }
  const sameNetwork = (address.mainCurrency ?? address.currency) === currency.mainCurrency;
  if (!sameNetwork || (address.currency !== currency.currency && address.acceptTokens !== true)) {
    return badRequest(
      `toCryptoAddressId: ${address.name} does not accept ${currency.currency} on ${currency.mainCurrency}`,
    );
  }
  if (address.travelRuleStatus !== 'passed') {
    const reason = address.travelRuleReason ?? 'the check has not passed';
    return refuse(
      409,
      'travel-rule-not-passed',
      `Travel Rule check for ${address.name} is ${address.travelRuleStatus ?? 'not done'}: ${reason}`,
    );
  }
  return withFunds({ ...base, variant: 'address-book', address }, true);
}

async function planPortfolio(db: SqlClient, base: PlanBase): Promise<Outcome<OrderPlan>> {
  const { input, portfolio } = base;
  const destination = await getPortfolioRecord(db, input.toPortfolioId ?? '');
  if (destination === undefined)
    return badRequest(`toPortfolioId: no portfolio ${input.toPortfolioId}`);
  if (destination.portfolio.portfolioId === portfolio.portfolio.portfolioId) {
    return badRequest('toPortfolioId: the destination must be another portfolio');
  }
  if (destination.portfolio.portfolioType === 'external') {
    return badRequest(
      `toPortfolioId: ${destination.portfolio.portfolioName} is an external account`,
    );
  }
  return withFunds({ ...base, variant: 'portfolio', destination }, true);
}

function planOperation(base: PlanBase): Outcome<OrderPlan> {
  const { input, currency } = base;
  const operation = input.blockchainTransactionType;
  if (operation === undefined) {
    return badRequest(
      'toCryptoAddressId: a withdrawal needs a destination (toCryptoAddressId or toPortfolioId), payloads, or a blockchainTransactionType',
    );
  }
  if (
    stakingTransactionTypes.has(operation) &&
    !stakingTransactionTypesFor(currency.currency).includes(operation)
  ) {
    const allowed = stakingTransactionTypesFor(currency.currency);
    return badRequest(
      `blockchainTransactionType: ${operation} is not available for ${currency.currency}` +
        (allowed.length === 0 ? ' (it cannot be staked)' : `; available: ${allowed.join(', ')}`),
    );
  }
  return withFunds(
    { ...base, variant: 'blockchain-operation' },
    !nonSpendingOperations.has(operation),
  );
}
