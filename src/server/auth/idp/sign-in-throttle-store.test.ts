import { expect, it } from 'vitest';
import { describeEngines } from '../../../store/testing/test-engines';
import { suiteServerStore } from '../../testing/suite-store';
import {
  clearThrottles,
  FORGET_AFTER_MS,
  listThrottles,
  reserveTry,
  trySucceeded,
  type Reservation,
} from './sign-in-throttle';

const T0 = Date.parse('2026-11-23T08:00:00Z');

describeEngines('sign-in throttles in the store, on $name', (engine) => {
  const suite = suiteServerStore(engine, 'throttles');

  const kinds = (reservations: readonly Reservation[]) =>
    reservations.map((reservation) =>
      reservation.kind === 'wait' ? 'wait' : reservation.waitMs === 0 ? 'go' : 'go, then wait',
    );

  it('counts a burst of simultaneous tries one by one: five free, the sixth sets a wait, the rest wait', async () => {
    const attempt = { email: 'burst@example.com', address: '198.51.100.7' };
    const reservations = await Promise.all(
      Array.from({ length: 20 }, () => reserveTry(suite.db, attempt, T0)),
    );
    const counted = kinds(reservations).sort();
    expect(counted).toEqual([
      ...Array<string>(5).fill('go'),
      'go, then wait',
      ...Array<string>(14).fill('wait'),
    ]);
    const [pair] = (await listThrottles(suite.db, T0)).filter(
      (row) => row.tier === 'pair' && row.account === 'burst@example.com',
    );
    expect(pair).toMatchObject({ failures: 6, waitUntil: T0 + 1_000 });
  });

  it('doubles the wait with each failure once it is over, up to 15 minutes', async () => {
    const attempt = { email: 'slow@example.com', address: '198.51.100.8' };
    let now = T0;
    const waits: number[] = [];
    for (let attempt_ = 0; attempt_ < 16; attempt_ += 1) {
      const reservation = await reserveTry(suite.db, attempt, now);
      if (reservation.kind === 'wait') throw new Error(`refused at ${attempt_}`);
      waits.push(reservation.waitMs);
      now += Math.max(reservation.waitMs, 1);
    }
    expect(waits).toEqual([
      0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000,
      900_000,
    ]);
  });

  it('holds the answers for an account guessed from many addresses, from the eleventh try, never refusing', async () => {
    const holds: number[] = [];
    for (let address = 1; address <= 14; address += 1) {
      const reservation = await reserveTry(
        suite.db,
        { email: 'Target@Example.com ', address: `203.0.113.${address}` },
        T0,
      );
      if (reservation.kind === 'wait') throw new Error(`refused at ${address}`);
      holds.push(reservation.holdMs);
    }
    expect(holds).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 500, 1_000, 2_000, 4_000]);
  });

  it('slows one address spraying many accounts after 50 tries', async () => {
    const reservations: Reservation[] = [];
    for (let account = 1; account <= 52; account += 1) {
      reservations.push(
        await reserveTry(
          suite.db,
          { email: `person-${account}@example.com`, address: '192.0.2.50' },
          T0,
        ),
      );
    }
    expect(kinds(reservations.slice(48))).toEqual(['go', 'go', 'go, then wait', 'wait']);
    // Another address is untouched.
    expect(
      await reserveTry(suite.db, { email: 'person-1@example.com', address: '192.0.2.51' }, T0),
    ).toEqual({ kind: 'go', holdMs: 0, waitMs: 0 });
  });

  it('a right password starts the account and that address afresh; the address gives back the try', async () => {
    const attempt = { email: 'forgetful@example.com', address: '198.51.100.9' };
    for (let attempt_ = 0; attempt_ < 4; attempt_ += 1) await reserveTry(suite.db, attempt, T0);
    await reserveTry(suite.db, attempt, T0);
    await trySucceeded(suite.db, attempt, T0);
    const left = (await listThrottles(suite.db, T0)).filter(
      (row) => row.account === 'forgetful@example.com' || row.address === '198.51.100.9',
    );
    expect(left).toEqual([
      {
        tier: 'address',
        account: '',
        address: '198.51.100.9',
        failures: 4,
        lastFailureAt: T0,
        waitUntil: null,
      },
    ]);
  });

  it('clears an account’s or an address’s throttles and says what they were', async () => {
    const attempt = { email: 'cleared@example.com', address: '198.51.100.10' };
    for (let attempt_ = 0; attempt_ < 6; attempt_ += 1) await reserveTry(suite.db, attempt, T0);
    expect((await reserveTry(suite.db, attempt, T0)).kind).toBe('wait');
    expect(await clearThrottles(suite.db, { account: '' }, T0)).toEqual([]);
    const cleared = await clearThrottles(suite.db, { account: ' CLEARED@example.com' }, T0);
    expect(cleared.map((row) => [row.tier, row.failures, row.waitUntil])).toEqual(
      expect.arrayContaining([
        ['pair', 6, T0 + 1_000],
        ['account', 6, null],
      ]),
    );
    expect(await reserveTry(suite.db, attempt, T0)).toMatchObject({ kind: 'go', waitMs: 0 });
    const byAddress = await clearThrottles(suite.db, { address: '198.51.100.10' }, T0);
    expect(byAddress.map((row) => row.tier).sort()).toEqual(['address', 'pair']);
  });

  it('forgets a day after the last failure', async () => {
    const attempt = { email: 'old@example.com', address: '198.51.100.11' };
    for (let attempt_ = 0; attempt_ < 6; attempt_ += 1) await reserveTry(suite.db, attempt, T0);
    const later = T0 + FORGET_AFTER_MS + 1;
    expect(await reserveTry(suite.db, attempt, later)).toEqual({
      kind: 'go',
      holdMs: 0,
      waitMs: 0,
    });
    expect(
      (await listThrottles(suite.db, later)).find(
        (row) => row.tier === 'pair' && row.account === 'old@example.com',
      ),
    ).toMatchObject({ failures: 1 });
  });
});
