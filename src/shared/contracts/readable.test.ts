import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activitiesResponseSchema } from './activities';
import { exchangesResponseSchema, settlementsResponseSchema } from './clearloop';
import { cryptoAddressesResponseSchema } from './crypto-addresses';
import { currenciesResponseSchema } from './currencies';
import { exactSchema } from './exact-schema';
import { loansResponseSchema } from './loans';
import { organizationMembersResponseSchema } from './members';
import { ordersResponseSchema } from './orders';
import { organizationsResponseSchema } from './organizations';
import { portfoliosResponseSchema } from './portfolios';
import { decimalString } from './primitives';
import {
  isUnreadable,
  listEnvelope,
  maxRawLength,
  readable,
  readableText,
  Unreadable,
} from './readable';
import { walletsResponseSchema } from './wallets';

describe('readable', () => {
  const amount = readable(decimalString);

  it('passes a value in its format through unchanged', () => {
    expect(amount.parse('0.000000000000000001')).toBe('0.000000000000000001');
  });

  it('keeps a value out of format as unreadable, with its raw text and the problem', () => {
    const value = amount.parse('1,000.50');
    expect(value).toBeInstanceOf(Unreadable);
    expect(value).toMatchObject({ raw: '1,000.50', missing: false });
    expect(isUnreadable(value) && value.problem).toMatch(/decimal string/);
  });

  it('keeps a value of another type as its JSON, and a missing one as missing', () => {
    expect(amount.parse(12.5)).toMatchObject({ raw: '12.5' });
    expect(amount.parse(null)).toMatchObject({ raw: 'null' });
    expect(amount.parse({ value: '1' })).toMatchObject({ raw: '{"value":"1"}' });
    expect(z.object({ amount }).parse({}).amount).toMatchObject({ missing: true, raw: '' });
  });

  it('leaves an optional value that is absent absent', () => {
    expect(z.object({ amount: amount.optional() }).parse({}).amount).toBeUndefined();
  });

  it('keeps no more raw text than it can show', () => {
    const value = amount.parse('9'.repeat(10_000) + 'x');
    expect(isUnreadable(value) && value.raw.length).toBe(maxRawLength + 1);
  });

  it('says in words what it could not read, for places that cannot mark it', () => {
    expect(readableText(amount.parse('abc'), 'Amount')).toBe('Amount unreadable: "abc"');
    expect(readableText('12', 'Amount')).toBe('12');
  });

  it('is exact again under exactSchema', () => {
    expect(exactSchema(amount).safeParse('1,000').success).toBe(false);
    expect(exactSchema(amount).parse('1000')).toBe('1000');
  });
});

describe('listEnvelope', () => {
  const things = listEnvelope('things', z.looseObject({ id: z.string().min(1) }));

  it('reads each item on its own, setting aside one that cannot be read', () => {
    const parsed = things.parse({ things: [{ id: 'a' }, 7, { id: '' }, { id: 'b' }] });
    expect(parsed.things).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(parsed.unreadableItems.map((item) => item.raw)).toEqual(['7', '{"id":""}']);
  });

  it.each([
    ['JSON null', null],
    ['a list instead of an object', []],
    ['a string', 'error'],
    ['no list', {}],
    ['a list that is not a list', { things: { id: 'a' } }],
  ])('refuses %s: the envelope is strict', (_what, answer) => {
    expect(things.safeParse(answer).success).toBe(false);
  });
});

/**
 * One readable item per list answer, and the fields that carry its amount, time and status
 * (when it has them), to show each contract reads them on their own.
 */
const contracts = [
  {
    name: 'orders',
    schema: ordersResponseSchema,
    item: {
      orderId: 'o-1',
      externalOrderId: 'e-1',
      orderType: 'withdraw',
      status: 'new',
      portfolioId: 'p-1',
      portfolioType: 'custody',
      amount: '1.5',
      baseCurrency: 'BTC',
      createdAt: '1700000000000',
    },
    amount: 'amount',
    time: 'createdAt',
    status: 'status',
  },
  {
    name: 'wallets',
    schema: walletsResponseSchema,
    item: {
      walletId: 'w-1',
      portfolioId: 'p-1',
      currency: 'BTC',
      mainCurrency: 'BTC',
      balance: '2',
      available: '1',
    },
    amount: 'available',
    time: undefined,
    status: undefined,
  },
  {
    name: 'portfolios',
    schema: portfoliosResponseSchema,
    item: {
      portfolioId: 'p-1',
      portfolioName: 'Main',
      portfolioType: 'custody',
      isActive: true,
      createdAt: '1700000000000',
      createdBy: 'u-1',
    },
    amount: undefined,
    time: 'createdAt',
    status: 'portfolioType',
  },
  {
    name: 'currencies',
    schema: currenciesResponseSchema,
    item: { currency: 'BTC', mainCurrency: 'BTC', name: 'Bitcoin', decimal: '8' },
    amount: 'decimal',
    time: undefined,
    status: undefined,
  },
  {
    name: 'cryptoAddresses',
    schema: cryptoAddressesResponseSchema,
    item: {
      cryptoAddressId: 'a-1',
      name: 'Cold wallet',
      address: 'bc1q',
      addressType: 'externally-owned-account',
      createdAt: '1700000000000',
      createdBy: 'u-1',
    },
    amount: undefined,
    time: 'createdAt',
    status: 'travelRuleStatus',
  },
  {
    name: 'clearLoopExchanges',
    schema: exchangesResponseSchema,
    item: {
      exchangeId: 'x-1',
      name: 'Venue',
      settlementDetails: { frequency: '28800000', nextSettlementTimestamp: '1700000000000' },
    },
    amount: undefined,
    time: undefined,
    status: undefined,
  },
  {
    name: 'settlements',
    schema: settlementsResponseSchema,
    item: {
      settlementId: 's-1',
      settlementStatus: 'new',
      settlementSubStatus: 'calculating-pnl',
      exchange: 'Venue',
      exchangeId: 'x-1',
      cycleStartTimestamp: '1700000000000',
    },
    amount: undefined,
    time: 'cycleStartTimestamp',
    status: 'settlementStatus',
  },
  {
    name: 'loans',
    schema: loansResponseSchema,
    item: {
      loanId: 'l-1',
      externalId: 'LN-1',
      loanType: 'bilateral-uncollateralised-loan',
      status: 'active',
      amount: '100',
      currency: 'USDC',
      mainCurrency: 'ETH',
      borrowerCounterpartyId: 'c-1',
      borrowerOrganizationId: 'o-1',
      lenderCounterpartyId: 'c-2',
      lenderOrganizationId: 'o-2',
      createdBy: 'u-1',
      debtRatio: '0.5',
    },
    amount: 'amount',
    time: 'maturityDate',
    status: 'status',
  },
  {
    name: 'organizations',
    schema: organizationsResponseSchema,
    item: {
      organizationId: 'o-1',
      organizationName: 'Org',
      organizationType: 'standard',
      reportingCurrency: 'USD',
      createdAt: '1700000000000',
    },
    amount: undefined,
    time: 'createdAt',
    status: 'organizationType',
  },
  {
    name: 'members',
    schema: organizationMembersResponseSchema,
    item: { organizationId: 'o-1', userId: 'u-1', isActive: true },
    amount: undefined,
    time: 'createdAt',
    status: 'memberType',
  },
  {
    name: 'activities',
    schema: activitiesResponseSchema,
    item: {
      activityId: 'a-1',
      activityType: 'login',
      name: 'Login',
      description: 'Signed in',
      createdAt: '1700000000000',
    },
    amount: undefined,
    time: 'createdAt',
    status: 'activityType',
  },
] as const;

const readOne = (schema: z.ZodType, key: string, item: unknown): Record<string, unknown> => {
  const parsed = z.looseObject({}).parse(schema.parse({ [key]: [item] }));
  const items = z.array(z.record(z.string(), z.unknown())).parse(parsed[key]);
  expect(items, `${key}: the item keeps its row`).toHaveLength(1);
  return items[0] ?? {};
};

describe.each(contracts)('the $name answer', ({ name, schema, item, amount, time, status }) => {
  it('reads a full item as sent, and keeps fields it does not know', () => {
    const read = readOne(schema, name, { ...item, addedLater: { by: 'the provider' } });
    expect(read).toMatchObject(item);
    expect(read['addedLater']).toEqual({ by: 'the provider' });
  });

  it.runIf(amount !== undefined)('marks an amount out of format, keeping the row', () => {
    const read = readOne(schema, name, { ...item, [amount ?? '']: '12,5' });
    expect(read[amount ?? '']).toMatchObject({ raw: '12,5' });
  });

  it.runIf(time !== undefined)('marks a time out of format, keeping the row', () => {
    const read = readOne(schema, name, { ...item, [time ?? '']: '2024-05-29T12:00:00Z' });
    expect(read[time ?? '']).toMatchObject({ raw: '2024-05-29T12:00:00Z' });
  });

  it.runIf(status !== undefined)(
    'reads an unknown status as it came, and a non-text one raw',
    () => {
      expect(readOne(schema, name, { ...item, [status ?? '']: 'quantum' })[status ?? '']).toBe(
        'quantum',
      );
      expect(readOne(schema, name, { ...item, [status ?? '']: 42 })[status ?? '']).toMatchObject({
        raw: '42',
      });
    },
  );

  it('reads a missing optional field as absent', () => {
    const read = readOne(schema, name, item);
    expect(Object.values(read).some(isUnreadable)).toBe(false);
  });

  it('sets aside an item that is no object, and refuses a wrong envelope', () => {
    const parsed = z
      .looseObject({ unreadableItems: z.array(z.instanceof(Unreadable)) })
      .parse(schema.parse({ [name]: [item, 'garbage'] }));
    expect(parsed.unreadableItems).toHaveLength(1);
    expect(schema.safeParse(null).success).toBe(false);
    expect(schema.safeParse({ [name]: 'none' }).success).toBe(false);
    expect(schema.safeParse([item]).success).toBe(false);
  });
});

/** A value the provider might put anywhere: text of any shape, numbers, nothing, nesting. */
const oddValue = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.constantFrom('', '1e-8', '1,000', '-', 'null', '<b>x</b>', '=HYPERLINK("x")'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

/** Fixed, so a failure replays; fast-check prints it with the counterexample. */
const SEED = 29;

describe(`odd values in any field never fail a list answer (seed ${SEED})`, () => {
  it.each(contracts)('$name', ({ name, schema, item }) => {
    const keys = Object.keys(item);
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...keys, 'extra', 'newField'), oddValue, { maxKeys: 4 }),
        (changes) => {
          const odd = { ...item, ...changes };
          const result = schema.safeParse({ [name]: [item, odd] });
          // The envelope was right, so the answer reads: the good item keeps its row, and the
          // odd one keeps its row or is set aside raw; nothing throws.
          expect(result.success).toBe(true);
          const parsed = z
            .looseObject({ unreadableItems: z.array(z.instanceof(Unreadable)) })
            .parse(result.data);
          const rows = z.array(z.unknown()).parse(parsed[name]);
          expect(rows.length + parsed.unreadableItems.length).toBe(2);
          expect(rows.length).toBeGreaterThanOrEqual(1);
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });
});
