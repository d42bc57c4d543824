// The modules that hold the domain's rules, in groups that run on their own (each group is one
// Stryker run), with the test files that guard them. Where a module mixes rules with plumbing,
// only the named functions are mutated; their lines are found by name, so edits elsewhere in
// the file do not shift them. With TEST_DATABASE_URL set, the store tests run on PostgreSQL too,
// which is where races reach the paths PGlite (one query at a time) never takes.
import { readFileSync } from 'node:fs';

/** `path:start-end` covering the top-level function `name` (its line to the closing `}`). */
export function functionLines(path, name) {
  const lines = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8').split('\n');
  const start = lines.findIndex((line) =>
    new RegExp(`^(export )?(async )?function ${name}\\b`).test(line),
  );
  if (start === -1) throw new Error(`${path} has no top-level function ${name}`);
  const end = lines.findIndex((line, index) => index > start && line === '}');
  return `${path}:${start + 1}-${end + 1}`;
}

/** `path:start-end` from the line declaring `name` to the end of its statement (`;` at column 0 or line end). */
export function declarationLines(path, name) {
  const lines = readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith(`export const ${name} `));
  if (start === -1) throw new Error(`${path} has no exported const ${name}`);
  const end = lines.findIndex((line, index) => index >= start && /;$/.test(line));
  return `${path}:${start + 1}-${end + 1}`;
}

const orderPlan = 'src/sandbox/orders/order-plan.ts';
const placeOrder = 'src/sandbox/orders/place-order.ts';
const createOrder = 'src/shared/contracts/create-order.ts';

export const groups = {
  /** Decimal amounts, balance checks and reservations. */
  money: {
    mutate: [
      'src/features/order-writing/amount-rules.ts',
      'src/sandbox/orders/amount-precision.ts',
      'src/sandbox/orders/fee-schedule.ts',
      functionLines('src/sandbox/db/wallets-repository.ts', 'reserveWalletFunds'),
      'src/sandbox/db/reservations-repository.ts',
      functionLines(orderPlan, 'withFunds'),
      functionLines(placeOrder, 'reserve'),
    ],
    tests: [
      'src/features/order-writing/amount-rules.test.ts',
      'src/sandbox/orders/amount-precision.test.ts',
      'src/sandbox/orders/fee-schedule.test.ts',
      'src/sandbox/db/wallets-repository.test.ts',
      'src/sandbox/db/reservations-repository.test.ts',
      'src/sandbox/orders/place-order.test.ts',
      'src/sandbox/handlers/create-order-route.test.ts',
    ],
  },
  /** Co-sign, four eyes and the master password. */
  approval: {
    mutate: [
      'src/sandbox/orders/co-sign-order.ts',
      'src/sandbox/orders/master-password.ts',
      'src/sandbox/orders/enter-master-password.ts',
      'src/features/order-writing/hash-master-password.ts',
      'src/features/co-sign/co-sign-rules.ts',
    ],
    tests: [
      'src/sandbox/handlers/enter-master-password-route.test.ts',
      'src/features/order-writing/hash-master-password.test.ts',
      'src/sandbox/orders/master-password.test.ts',
      'src/features/co-sign/co-sign-rules.test.ts',
      'src/sandbox/handlers/co-sign-route.test.ts',
    ],
  },
  /** Travel Rule, bulk limits, idempotency, the rate limit, the role table and the host allow-list. */
  limits: {
    mutate: [
      functionLines(orderPlan, 'planAddressBook'),
      declarationLines(createOrder, 'bulkCreateOrdersRequestSchema'),
      'src/sandbox/handlers/bulk-orders-route.ts',
      functionLines('src/features/bulk-orders/api/send-bulk.ts', 'chunkItems'),
      functionLines(placeOrder, 'duplicate'),
      'src/store/sql-errors.ts',
      'src/features/order-writing/api/submit-order.ts',
      'src/sandbox/http/rate-limit.ts',
      'src/shared/access.ts',
      'src/shared/operation-match.ts',
      'src/server/http/host-allow-list.ts',
    ],
    tests: [
      'src/sandbox/handlers/create-order-route.test.ts',
      'src/sandbox/handlers/bulk-and-dry-run.test.ts',
      'src/shared/contracts/create-order.bulk.test.ts',
      'src/features/bulk-orders/api/send-bulk.test.ts',
      'src/features/order-writing/api/submit-order.test.ts',
      'src/sandbox/http/rate-limit.test.ts',
      'src/store/sql-errors.test.ts',
      'src/sandbox/concurrency.test.ts',
      'src/shared/access.test.ts',
      'src/shared/operation-match.test.ts',
      'src/server/http/host-allow-list.test.ts',
    ],
  },
};
