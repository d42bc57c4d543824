import { formatDecimal } from '../../../src/lib/format-decimal';
import type { Order } from '../../../src/shared/contracts/orders';
import { readableText } from '../../../src/shared/contracts/readable';
import type { Portfolio } from '../../../src/shared/contracts/portfolios';
import { orderDestination } from '../../../src/features/orders/components/order-destination';

/** A small deterministic PRNG (mulberry32): every run and every grid gets the same rows. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const benchPortfolios: Portfolio[] = [
  ['p-treasury', 'Treasury Vault', 'custody'],
  ['p-cold', 'Cold Reserve', 'custody'],
  ['p-payments', 'Client Payments', 'trading'],
  ['p-hot', 'Operations Hot Wallet', 'trading'],
  ['p-clearloop', 'ClearLoop Binance', 'external'],
].map(([portfolioId = '', portfolioName = '', portfolioType = '']) => ({
  portfolioId,
  portfolioName,
  portfolioType,
  isActive: true,
  createdAt: '1700000000000',
  createdBy: 'bench',
}));

export const portfolioNames = new Map(benchPortfolios.map((p) => [p.portfolioId, p]));

const statuses = ['executed', 'co-sign-require', 'processing', 'approved', 'rejected', 'canceled'];
const currencies = ['BTC', 'ETH', 'USDT', 'SOL', 'XRP'];
const hex = '0123456789abcdef';

/**
 * Decimal-string amounts as the API sends them: up to 21 integer digits and 18 fraction digits,
 * so only an exact decimal comparison sorts them right.
 */
function amount(next: () => number): string {
  const integerDigits = 1 + Math.floor(next() * next() * 21);
  let integer = String(1 + Math.floor(next() * 9));
  for (let i = 1; i < integerDigits; i += 1) integer += String(Math.floor(next() * 10));
  const fractionDigits = Math.floor(next() * 19);
  let fraction = '';
  for (let i = 0; i < fractionDigits; i += 1) fraction += String(Math.floor(next() * 10));
  return fraction ? `${integer}.${fraction}` : integer;
}

/** `count` withdrawals and deposits, the rows GET /orders lists. */
export function benchOrders(count: number): Order[] {
  const next = random(20_251_123);
  const orders: Order[] = [];
  for (let index = 0; index < count; index += 1) {
    const portfolio = benchPortfolios[index % benchPortfolios.length] ?? benchPortfolios[0];
    const currency = currencies[Math.floor(next() * currencies.length)] ?? 'BTC';
    let address = '0x';
    for (let i = 0; i < 40; i += 1) address += hex.charAt(Math.floor(next() * 16));
    const createdAt = 1_700_000_000_000 + index * 60_000;
    orders.push({
      orderId: `${index.toString(16).padStart(8, '0')}-4a1c-4bd2-9d0e-${address.slice(2, 14)}`,
      externalOrderId: `ext-${index}`,
      orderType: next() < 0.6 ? 'withdraw' : 'deposit',
      status: statuses[Math.floor(next() * statuses.length)] ?? 'executed',
      portfolioId: portfolio?.portfolioId ?? '',
      portfolioType: portfolio?.portfolioType ?? 'custody',
      amount: amount(next),
      baseCurrency: currency,
      mainCurrency: currency,
      createdAt: String(createdAt),
      extra: { toAddress: address },
    });
  }
  return orders;
}

/** The text of the visible columns, as a quick filter matches it in each grid. */
/** The bench's orders are generated in format; this reads an amount as the text it is. */
export function amountOf(order: Order): string {
  return readableText(order.amount, 'amount');
}

export function searchTextOf(order: Order): string {
  return [
    order.orderId,
    readableText(order.orderType, 'type'),
    readableText(order.status, 'status'),
    formatDecimal(amountOf(order)) ?? amountOf(order),
    readableText(order.baseCurrency, 'currency'),
    order.mainCurrency ?? '',
    portfolioNames.get(order.portfolioId)?.portfolioName ?? order.portfolioId,
    orderDestination(order)?.value ?? '',
  ]
    .join(' ')
    .toLowerCase();
}

/** Each data set's row texts, built on the first filter. */
const textsOf = new WeakMap<Order[], string[]>();
let previous: { orders: Order[]; needle: string; matches: number[] } | undefined;

/**
 * Rows whose visible text contains `text`. Typing on only narrows the rows, so a text that
 * contains the previous one is looked for among the previous matches only.
 */
export function filterOrders(orders: Order[], text: string): Order[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return orders;
  let texts = textsOf.get(orders);
  if (!texts) {
    texts = orders.map(searchTextOf);
    textsOf.set(orders, texts);
  }
  const narrowing =
    previous?.orders === orders && needle.includes(previous.needle) ? previous.matches : undefined;
  const matches: number[] = [];
  const test = (index: number) => {
    if (texts[index]?.includes(needle)) matches.push(index);
  };
  if (narrowing) narrowing.forEach(test);
  else for (let index = 0; index < texts.length; index += 1) test(index);
  previous = { orders, needle, matches };
  return matches.flatMap((index) => orders[index] ?? []);
}
