import { describe, expect, it } from 'vitest';
import { contentTypes } from '../../shared/endpoint';
import { textLimits } from '../../shared/contracts/request-limits';
import { sandboxSuite } from '../testing/sandbox-suite';

const { sandbox } = sandboxSuite();

async function orderCount(): Promise<number> {
  const { rows } = await sandbox().db.query('SELECT count(*)::int AS count FROM orders');
  const [row] = rows;
  return typeof row === 'object' && row !== null && 'count' in row ? Number(row.count) : -1;
}

// Each of these was a 500 (the text reached SQL) before the fix.
describe('text the database cannot hold is refused with 400 naming the field', () => {
  it('a NUL in externalOrderId or description, a lone surrogate in description', async () => {
    const before = await orderCount();
    const nulId = await sandbox().refusal('/orders', {
      body: sandbox().btcWithdrawal('nul-\u0000-id'),
    });
    expect(nulId).toMatchObject({ status: 400, error: 'bad-request' });
    expect(nulId.message).toMatch(/^externalOrderId: contains a NUL/);
    const nulText = await sandbox().refusal('/orders', {
      body: sandbox().btcWithdrawal('nul-description', { description: 'pay\u0000out' }),
    });
    expect(nulText.message).toMatch(/^description: contains a NUL/);
    // Written by hand: the JSON escape of a lone surrogate, as a hostile client would send it.
    const surrogate = await sandbox().refusal('/orders', {
      rawBody: JSON.stringify(sandbox().btcWithdrawal('lone-surrogate')).replace(
        '"amount"',
        '"description":"half \\ud83d emoji","amount"',
      ),
    });
    expect(surrogate).toMatchObject({ status: 400, error: 'bad-request' });
    expect(surrogate.message).toMatch(/^description: contains an unpaired UTF-16 surrogate/);
    const bulk = await sandbox().refusal('/orders/', {
      body: {
        orders: [
          sandbox().btcWithdrawal('bulk-ok'),
          sandbox().btcWithdrawal('bulk-nul', { memo: '\u0000' }),
        ],
      },
      contentType: contentTypes.createOrders,
    });
    expect(bulk.message).toMatch(/^orders\.1\.memo: contains a NUL/);
    expect(await orderCount()).toBe(before);
  });

  it('%00 in a path parameter or a query value', async () => {
    for (const path of [
      '/orders/%00',
      '/clearloop/exchanges/%00',
      '/clearloop/settlements/a%00b',
    ]) {
      const refusal = await sandbox().refusal(path);
      expect(refusal, path).toMatchObject({ status: 400, error: 'bad-request' });
      expect(refusal.message).toContain('NUL');
    }
    const coSign = await sandbox().refusal('/orders/%00', {
      method: 'PATCH',
      as: 'approver-1',
      body: {},
      contentType: contentTypes.coSignOrder,
    });
    expect(coSign.status).toBe(400);
    const query = await sandbox().refusal('/orders?orderTypes=withdraw&externalOrderId=a%00');
    expect(query.message).toMatch(/^externalOrderId: contains a NUL/);
  });
});

describe('sizes and odd values', () => {
  it('refuses a 100,000-character externalOrderId with 413 naming the field', async () => {
    const refusal = await sandbox().refusal('/orders', {
      body: sandbox().btcWithdrawal('x'.repeat(100_000)),
    });
    expect(refusal).toMatchObject({ status: 413, error: 'payload-too-large' });
    expect(refusal.message).toContain(
      `externalOrderId: at most ${textLimits.externalOrderId} characters`,
    );
    const description = await sandbox().refusal('/orders', {
      body: sandbox().btcWithdrawal('long-description', {
        description: 'y'.repeat(textLimits.description + 1),
      }),
    });
    expect(description).toMatchObject({ status: 413 });
    expect(description.message).toContain('description: at most');
  });

  it('refuses an amount finer than the currency, or with 5,000 decimal places', async () => {
    const tooFine = await sandbox().refusal('/orders', {
      body: sandbox().btcWithdrawal('too-fine', { amount: '0.000000001' }),
    });
    expect(tooFine).toEqual({
      status: 400,
      error: 'bad-request',
      message: 'amount: BTC has 8 decimal places; this amount has 9',
    });
    const huge = await sandbox().refusal('/orders', {
      body: sandbox().btcWithdrawal('huge-amount', { amount: `1.${'0'.repeat(4999)}1` }),
    });
    expect(huge).toMatchObject({ status: 400, error: 'bad-request' });
    expect(huge.message).toContain('amount');
    const dryRun = await sandbox().refusal('/dry-run-orders', {
      body: {
        ...sandbox().btcWithdrawal('dry'),
        externalOrderId: undefined,
        amount: '0.000000001',
      },
    });
    expect(dryRun.message).toContain('BTC has 8 decimal places');
  });

  it('caps limit at 1,000 and refuses offsets that are not safe integers', async () => {
    const limit = await sandbox().refusal('/orders?orderTypes=withdraw&limit=1000000000');
    expect(limit).toMatchObject({ status: 400, error: 'bad-request' });
    expect(limit.message).toBe('limit: at most 1000');
    const offset = await sandbox().refusal('/orders?orderTypes=withdraw&offset=9007199254740993');
    expect(offset).toMatchObject({ status: 400 });
    expect(offset.message).toContain('offset');
    expect((await sandbox().call('/orders?orderTypes=withdraw&limit=1000')).status).toBe(200);
    expect((await sandbox().refusal('/clearloop/settlements?limit=1001')).status).toBe(400);
    expect(
      (await sandbox().refusal('/clearloop/settlements?cycles=99999999999999999')).status,
    ).toBe(400);
  });

  it('reads every offset a query allows, and refuses what no column could hold', async () => {
    const organization = 'org-northwind-capital';
    // 2,200,000,000 is past a 32-bit integer: it was cast to one in SQL, a 500.
    const far = await sandbox().call(
      `/organizations/${organization}/counterparties?offset=2200000000`,
    );
    expect(far.status).toBe(200);
    expect(await far.json()).toMatchObject({ counterparties: [] });
    for (const path of [
      `/organizations/${organization}/counterparties?offset=9007199254740993`,
      `/organizations/${organization}/activities?offset=99999999999999999999999`,
      `/organizations/${organization}/activities?limit=1000000`,
    ]) {
      expect((await sandbox().refusal(path)).status, path).toBe(400);
    }
  });
});

describe('JSON nested past any real request', () => {
  it('is refused with 400, whether 65 or 10,000 levels deep', async () => {
    for (const depth of [65, 10_000]) {
      const refusal = await sandbox().refusal('/orders', {
        rawBody: `${'['.repeat(depth)}${']'.repeat(depth)}`,
      });
      expect(refusal, `${depth} deep`).toEqual({
        status: 400,
        error: 'bad-request',
        message: 'body: nests deeper than 64 levels of arrays and objects',
      });
    }
    const deepObject = `{"orders":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_001)}`;
    expect(
      (
        await sandbox().refusal('/orders/', {
          rawBody: deepObject,
          contentType: contentTypes.createOrders,
        })
      ).status,
    ).toBe(400);
  });
});
