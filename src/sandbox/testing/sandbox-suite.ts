import { afterAll, beforeAll } from 'vitest';
import { dropTestSchema, uniqueSchema, type TestEngine } from '../../store/testing/test-engines';
import { advanceOrders } from '../lifecycle/advance-orders';
import { runLifecycleTick } from '../lifecycle/lifecycle-clock';
import {
  openSandboxFixture,
  type SandboxFixture,
  type SandboxFixtureOptions,
} from './sandbox-fixture';

export interface SandboxSuite {
  /** The suite's sandbox: open from its `beforeAll` to its `afterAll`. */
  sandbox: () => SandboxFixture;
  /**
   * Runs lifecycle steps (one unless told) on a clock of its own, always a step ahead of real
   * time, so requests keep real, verifiable timestamps.
   */
  tick: (steps?: number) => Promise<void>;
  /** Moves the suite's clock on without a step, as if that much time had passed. */
  skipAhead: (ms: number) => void;
}

/**
 * Opens a seeded sandbox for the enclosing suite and closes it after. On an engine, it lives in a
 * schema of its own named after `schemaPrefix`, dropped at the end, so suites sharing one
 * PostgreSQL never see each other's rows.
 */
export function sandboxSuite({
  engine,
  schemaPrefix = 'sandbox_suite',
  steps = 'orders',
  ...options
}: Omit<SandboxFixtureOptions, 'location' | 'schema'> & {
  engine?: TestEngine;
  schemaPrefix?: string;
  /** What a tick moves on: the orders alone, or every live process (stakes, ClearLoop, loans). */
  steps?: 'orders' | 'every process';
} = {}): SandboxSuite {
  const schema = engine === undefined ? undefined : uniqueSchema(schemaPrefix);
  const stepMs = options.lifecycleStepMs ?? 1000;
  let opened: SandboxFixture | undefined;
  let clock = 0;
  beforeAll(async () => {
    opened = await openSandboxFixture({
      ...options,
      ...(engine === undefined ? {} : { location: engine.location }),
      ...(schema === undefined ? {} : { schema }),
    });
  });
  afterAll(async () => {
    await opened?.db.close();
    if (engine !== undefined && schema !== undefined) await dropTestSchema(engine, schema);
  });
  const sandbox = () => {
    if (opened === undefined) throw new Error('The sandbox opens in the suite’s beforeAll');
    return opened;
  };
  return {
    sandbox,
    tick: async (count = 1) => {
      const step = steps === 'orders' ? advanceOrders : runLifecycleTick;
      for (let taken = 0; taken < count; taken += 1) {
        clock = Math.max(clock, Date.now()) + stepMs;
        await step(sandbox().db, clock, stepMs);
      }
    },
    skipAhead: (ms) => {
      clock = Math.max(clock, Date.now()) + ms;
    },
  };
}
