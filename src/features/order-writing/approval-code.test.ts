import { describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '../../shared/contracts/orders';
import { approvalCodeInput } from '../../shared/approval-code';
import { Unreadable } from '../../shared/contracts/readable';
import { approvalCodeOfInput } from './approval-code';

async function approvalCode(subject: Order): Promise<string> {
  const input = approvalCodeInput(subject);
  if (input === undefined) throw new Error('no approval code input');
  return approvalCodeOfInput(input);
}

function order(overrides: Partial<Order> = {}, extra: Order['extra'] = {}): Order {
  return orderSchema.parse({
    orderId: 'ord-1',
    externalOrderId: 'ext-1',
    orderType: 'withdraw',
    status: 'co-sign-require',
    portfolioId: 'pf-1',
    portfolioType: 'custody',
    amount: '1.5',
    baseCurrency: 'ETH',
    mainCurrency: 'ETH',
    createdAt: '1700000000000',
    extra: { toCryptoAddressId: 'addr-1', feeLevel: 'low', ...extra },
    ...overrides,
  });
}

const FORMAT = /^[0-9A-HJKMNP-TV-Z]{3}-[0-9A-HJKMNP-TV-Z]{3}$/;

describe('approvalCode', () => {
  it('is a short Crockford base32 code in two groups', async () => {
    expect(await approvalCode(order())).toMatch(FORMAT);
  });

  it('is the same for the same order, however often it is computed', async () => {
    const [first, second] = await Promise.all([approvalCode(order()), approvalCode(order())]);
    expect(first).toBe(second);
  });

  it('matches a fixed vector, so initiator and co-signer builds agree', async () => {
    expect(approvalCodeInput(order())).toBe(
      [
        'orderId="ord-1"',
        'amount="1.5"',
        'baseCurrency="ETH"',
        'mainCurrency="ETH"',
        'toCryptoAddressId="addr-1"',
        'toAddress=""',
        'toPortfolioId=""',
        'feeLevel="low"',
      ].join('\n'),
    );
    // SHA-256 of that text starts f8 90 75 c2: its first 30 bits in Crockford base32.
    expect(await approvalCode(order())).toBe('Z28-7BG');
  });

  it('ignores formatting-only differences in the amount', async () => {
    expect(await approvalCode(order({ amount: '1.50' }))).toBe(await approvalCode(order()));
  });

  it('keeps the full precision of the amount', async () => {
    const tiny = order({ amount: '0.000000000000000001' });
    const tinier = order({ amount: '0.000000000000000002' });
    expect(await approvalCode(tiny)).not.toBe(await approvalCode(tinier));
    expect(approvalCodeInput(order({ amount: '123456789012345678901.5' }))).toContain(
      'amount="123456789012345678901.5"',
    );
  });

  it.each<[string, Order]>([
    ['order id', order({ orderId: 'ord-2' })],
    ['amount', order({ amount: '15' })],
    ['currency', order({ baseCurrency: 'USDC' })],
    ['network', order({ mainCurrency: 'ARB' })],
    ['address-book destination', order({}, { toCryptoAddressId: 'addr-2' })],
    ['raw address', order({}, { toAddress: '0xabc' })],
    ['destination portfolio', order({}, { toPortfolioId: 'pf-2' })],
    ['fee level', order({}, { feeLevel: 'high' })],
  ])('changes when the %s changes', async (_field, changed) => {
    expect(await approvalCode(changed)).not.toBe(await approvalCode(order()));
  });

  it('does not let a value slide into the neighbouring field', () => {
    const a = order({ baseCurrency: 'ETH', mainCurrency: 'ARB' });
    const b = order({ baseCurrency: 'ETHA', mainCurrency: 'RB' });
    expect(approvalCodeInput(a)).not.toBe(approvalCodeInput(b));
  });

  it('works for an order without extra fields', async () => {
    const bare = orderSchema.parse({ ...order(), extra: undefined });
    expect(await approvalCode(bare)).toMatch(FORMAT);
  });

  it('gives no code for an order whose amount, asset or fee level could not be read', () => {
    expect(approvalCodeInput(order({ amount: new Unreadable('1,5', 'not a decimal') }))).toBe(
      undefined,
    );
    expect(approvalCodeInput(order({ baseCurrency: new Unreadable(7, 'not text') }))).toBe(
      undefined,
    );
  });
});
