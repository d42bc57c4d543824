import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderSchema, ordersResponseSchema } from '../../shared/contracts/orders';
import { wireOrder } from '../../testing/wire-order';
import { strictSchema } from './strict-schema';

const extra = { coSigners: ['u-1'], feeLevel: 'low' };
const order = wireOrder({ extra });

describe('strictSchema', () => {
  it('accepts what the contract knows, and leaves the contract itself tolerant', () => {
    const strict = strictSchema(orderSchema);
    expect(strict.safeParse(order).success).toBe(true);
    expect(orderSchema.safeParse({ ...order, unheardOf: 1 }).success).toBe(true);
  });

  it.each([
    ['an amount out of format', { ...order, amount: '1,5' }],
    ['a timestamp out of format', { ...order, createdAt: '2024-05-29T12:00:00Z' }],
    ['an empty status', { ...order, status: '' }],
    ['a missing required value', { ...order, baseCurrency: undefined }],
    ['a count out of format', { ...order, extra: { coSignersNumber: 'two' } }],
  ])('refuses %s, which the contract itself reads as unreadable', (_what, value) => {
    expect(orderSchema.safeParse(value).success).toBe(true);
    expect(strictSchema(orderSchema).safeParse(value).success).toBe(false);
  });

  it('refuses a list item the contract would set aside as unreadable', () => {
    const answer = { orders: [order, { ...order, orderId: 42 }] };
    expect(ordersResponseSchema.parse(answer).unreadableItems).toHaveLength(1);
    expect(strictSchema(ordersResponseSchema).safeParse(answer).success).toBe(false);
  });

  it.each([
    ['at the top', { ...order, unheardOf: 1 }, []],
    ['inside extra', { ...order, extra: { ...extra, unheardOf: 1 } }, ['extra']],
  ])('refuses an unknown key %s', (_where, value, path) => {
    const result = strictSchema(orderSchema).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['unheardOf'],
      path,
    });
  });

  it('reaches objects in arrays, unions, records, pipes, lazies and optionals, keeping refinements', () => {
    const item = z.looseObject({ name: z.string() });
    const schema = z.looseObject({
      list: z.array(item).optional(),
      either: z.union([item, z.string()]),
      byKey: z.record(z.string(), item),
      piped: item.pipe(z.looseObject({ name: z.string().min(2) })),
      later: z.lazy(() => item),
    });
    const valid = {
      list: [{ name: 'a' }],
      either: { name: 'b' },
      byKey: { k: { name: 'c' } },
      piped: { name: 'dd' },
      later: { name: 'e' },
    };
    const strict = strictSchema(schema);
    expect(strict.safeParse(valid).success).toBe(true);
    expect(strict.safeParse({ ...valid, piped: { name: 'd' } }).success).toBe(false);
    for (const key of Object.keys(valid) as (keyof typeof valid)[]) {
      const nested: Record<string, unknown> = structuredClone(valid);
      const target = nested[key];
      const objectAt: unknown = Array.isArray(target)
        ? target[0]
        : key === 'byKey'
          ? (target as Record<string, unknown>).k
          : target;
      (objectAt as Record<string, unknown>).extra = true;
      expect(strict.safeParse(nested).success, key).toBe(false);
      expect(schema.safeParse(nested).success, key).toBe(true);
    }
  });
});
