import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SeedSummary } from '../seed/seed-database';
import { sandboxMigrations } from './migrations';
import { inMemory, openSandboxDatabase, resetSandboxData } from './open-database';
import { getOrder, listOrders, saveOrders } from './orders-repository';

const ANCHOR = Date.parse('2026-11-01T00:00:00Z');
let parent: string | undefined;

afterAll(async () => {
  if (parent !== undefined) await rm(parent, { recursive: true, force: true });
});

describe('a persisted sandbox store', () => {
  it('seeds once, keeps its data across a reopen, and is gone after a reset', async () => {
    parent = await mkdtemp(join(tmpdir(), 'sandbox-db-'));
    const dataDir = join(parent, 'nested', 'store');
    const summaries: SeedSummary[] = [];

    const location = { engine: 'pglite', dataDir } as const;
    const first = await openSandboxDatabase({
      location,
      seed: { anchorMs: ANCHOR },
      onSeeded: (summary) => summaries.push(summary),
    });
    const [newest] = await listOrders(first, { orderTypes: ['withdraw', 'deposit'], limit: '1' });
    if (newest === undefined) throw new Error('The seed has no orders');
    await saveOrders(first, [{ ...newest, status: 'executed', terminatedAt: String(ANCHOR) }]);
    await first.close();
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.orders).toBeGreaterThanOrEqual(2000);

    const second = await openSandboxDatabase({
      location,
      onSeeded: (summary) => summaries.push(summary),
    });
    try {
      expect(summaries).toHaveLength(1);
      expect((await getOrder(second, newest.orderId))?.status).toBe('executed');
      const { rows } = await second.query('SELECT version FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => z.object({ version: z.number() }).parse(row).version)).toEqual(
        sandboxMigrations.map((entry) => entry.version),
      );
    } finally {
      await second.close();
    }

    await resetSandboxData(location);
    expect(existsSync(dataDir)).toBe(false);
    // Seeds a whole store more than once (to disk or twice over): slow on a busy machine.
  }, 120_000);

  it('treats memory as nothing to reset', async () => {
    await expect(resetSandboxData(inMemory)).resolves.toBeUndefined();
  });
});
