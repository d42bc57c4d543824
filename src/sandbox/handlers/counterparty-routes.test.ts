import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ORGANIZATION_ID } from '../identities';
import { openSandboxFixture, type SandboxFixture } from '../testing/sandbox-fixture';
import {
  wireCounterpartiesResponseSchema,
  wireLoansResponseSchema,
} from '../../shared/contracts/wire-schemas';

let sandbox: SandboxFixture;
const path = `/organizations/${SANDBOX_ORGANIZATION_ID}/counterparties`;

beforeAll(async () => {
  sandbox = await openSandboxFixture();
});
afterAll(async () => {
  await sandbox.db.close();
});

describe('GET /organizations/{id}/counterparties', () => {
  it('names every party to the seeded loans', async () => {
    const { loans } = wireLoansResponseSchema.parse(
      await sandbox.json(`/organizations/${SANDBOX_ORGANIZATION_ID}/loans?limit=1000`),
    );
    const ids = new Set(
      loans.flatMap((loan) => [loan.lenderCounterpartyId, loan.borrowerCounterpartyId]),
    );
    const { counterparties } = wireCounterpartiesResponseSchema.parse(await sandbox.json(path));
    const named = new Set(counterparties.map((party) => party.counterpartyId));
    expect([...ids].filter((id) => !named.has(id))).toEqual([]);
    expect(counterparties.every((party) => party.counterpartyName.trim() !== '')).toBe(true);
  });

  it('filters by ids and by a name, and pages', async () => {
    const { counterparties: all } = wireCounterpartiesResponseSchema.parse(
      await sandbox.json(path),
    );
    const [first, second] = all;
    if (!first || !second) throw new Error('the seed has counterparties');
    const byIds = wireCounterpartiesResponseSchema.parse(
      await sandbox.json(
        `${path}?counterpartyIds=${first.counterpartyId},${second.counterpartyId}`,
      ),
    ).counterparties;
    expect(byIds.map((party) => party.counterpartyId).sort()).toEqual(
      [first.counterpartyId, second.counterpartyId].sort(),
    );
    const byName = wireCounterpartiesResponseSchema.parse(
      await sandbox.json(
        `${path}?search=${encodeURIComponent(first.counterpartyName.toUpperCase())}`,
      ),
    ).counterparties;
    expect(byName.map((party) => party.counterpartyId)).toContain(first.counterpartyId);
    // A wildcard character in the search matches itself only.
    const wildcard = wireCounterpartiesResponseSchema.parse(
      await sandbox.json(`${path}?search=%25`),
    );
    expect(wildcard.counterparties).toEqual([]);
    const page = wireCounterpartiesResponseSchema.parse(
      await sandbox.json(`${path}?limit=1&offset=1`),
    );
    expect(page.counterparties.map((party) => party.counterpartyId)).toEqual([
      second.counterpartyId,
    ]);
  });

  it('refuses another organization and a malformed limit', async () => {
    expect(await sandbox.refusal('/organizations/someone-else/counterparties')).toMatchObject({
      status: 403,
    });
    expect(await sandbox.refusal(`${path}?limit=lots`)).toMatchObject({ status: 400 });
  });
});
