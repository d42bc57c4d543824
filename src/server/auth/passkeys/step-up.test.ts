import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalCodeFromDigest, approvalCodeInput } from '../../../shared/approval-code';
import { stepUpChallengeSchema } from '../../../shared/step-up';
import { errorBodySchema } from '../../../shared/api-error';
import type { WireOrder } from '../../../shared/contracts/orders';
import { wireOrdersResponseSchema } from '../../../shared/contracts/wire-schemas';
import { activityPageSchema } from '../../../shared/audit';
import { browserClient, type BrowserClient } from '../../testing/browser-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { coSignType, passkeyClient } from './testing/passkey-client';
import { assertionHeader, softAuthenticator, strangerKey } from './testing/soft-authenticator';

const MARCUS = 'user-marcus-chen';

let server: TestServer;
let marcus: BrowserClient;
let amara: BrowserClient;
let priya: BrowserClient;
let marcusKey: ReturnType<typeof softAuthenticator>;
let marcusPasskey: ReturnType<typeof passkeyClient>;
let waiting: WireOrder[];

async function refusal(response: Response) {
  return { status: response.status, ...errorBodySchema.parse(await response.json()) };
}

/** A seeded order that waits for Marcus's approval, for a test that approves it. */
function nextOrder(): WireOrder {
  const order = waiting.shift();
  if (order === undefined) throw new Error('the seed has too few orders waiting for Marcus');
  return order;
}

/** Orders A and B: refusals leave them untouched, so the refusing tests share them. */
let a: WireOrder;
let b: WireOrder;

/** Whether Marcus's approval reached the provider: the sandbox's own record of the order. */
async function signedByMarcus(order: WireOrder): Promise<boolean> {
  return ((await marcusPasskey.order(order.orderId)).extra?.coSigners ?? []).includes(MARCUS);
}

/** What the dashboard asks to confirm: the order and the SHA-256 of the body it will send. */
const bodyDigest = (body: string) => createHash('sha256').update(body).digest('hex');
const coSignChallenge = (order: WireOrder) =>
  ({ action: 'co-sign', orderId: order.orderId, bodyDigest: bodyDigest('{}') }) as const;

beforeAll(async () => {
  server = await startTestServer({}, { publicHost: 'localhost' });
  marcus = browserClient(server.baseUrl);
  amara = browserClient(server.baseUrl);
  priya = browserClient(server.baseUrl);
  await marcus.signIn({ demo: 'marcus-chen' });
  await amara.signIn({ demo: 'amara-okafor' });
  await priya.signIn({ demo: 'priya-natarajan' });
  const origin = new URL(server.baseUrl);
  marcusKey = softAuthenticator({ rpId: origin.hostname, origin: origin.origin });
  marcusPasskey = passkeyClient(marcus, marcusKey);
  const { orders } = wireOrdersResponseSchema.parse(
    await (
      await marcus.send('/platform/orders?orderTypes=withdraw&statuses=co-sign-require&limit=100')
    ).json(),
  );
  waiting = orders.filter(
    (order) =>
      order.createdBy !== MARCUS &&
      order.createdBy !== 'user-amara-okafor' &&
      !(order.extra?.coSigners ?? []).includes(MARCUS) &&
      ((order.extra?.availableCoSigners ?? []).length === 0 ||
        (order.extra?.availableCoSigners ?? []).includes(MARCUS)),
  );
  expect(waiting.length).toBeGreaterThanOrEqual(5);
  [a, b] = [nextOrder(), nextOrder()];
});
afterAll(async () => {
  await server.close();
});

describe('without a passkey (STEP_UP=passkey, the default)', () => {
  it('asks for none, and a co-sign goes through on the session as before', async () => {
    const amaraPasskey = passkeyClient(amara, softAuthenticator({ rpId: 'x', origin: 'x' }));
    const order = nextOrder();
    expect(await amaraPasskey.challenge(coSignChallenge(order))).toEqual({
      status: 200,
      body: { required: false },
    });
    expect((await amaraPasskey.patchOrder(order.orderId, coSignType, '{}')).status).toBe(200);
  });
});

describe('once Marcus has registered a passkey', () => {
  beforeAll(async () => {
    expect((await marcusPasskey.register('Work laptop')).status).toBe(201);
  });

  it('refuses a co-sign without an assertion, and nothing reaches the provider', async () => {
    const order = a;
    const answer = await refusal(await marcusPasskey.patchOrder(order.orderId, coSignType, '{}'));
    expect(answer).toMatchObject({ status: 403, error: 'passkey-needed' });
    expect(answer.message).toMatch(/^Confirm this with your passkey/);
    expect(await signedByMarcus(order)).toBe(false);
  });

  it('refuses an assertion for order A replayed on order B', async () => {
    const forA = await marcusPasskey.confirm(coSignChallenge(a));
    expect(
      await refusal(await marcusPasskey.patchOrder(b.orderId, coSignType, '{}', forA)),
    ).toMatchObject({
      status: 403,
      error: 'passkey-other-action',
    });
    expect(await signedByMarcus(b)).toBe(false);
  });

  it('refuses an assertion for one request body sent with another', async () => {
    const order = a;
    const header = await marcusPasskey.confirm(coSignChallenge(order));
    const other = JSON.stringify({ masterPassword: 'a'.repeat(64) });
    expect(
      await refusal(await marcusPasskey.patchOrder(order.orderId, coSignType, other, header)),
    ).toMatchObject({ status: 403, error: 'passkey-other-action' });
    expect(await signedByMarcus(order)).toBe(false);
  });

  it('approves with a valid assertion, and refuses the same assertion a second time', async () => {
    const order = nextOrder();
    const header = await marcusPasskey.confirm(coSignChallenge(order));
    const approved = await marcusPasskey.patchOrder(order.orderId, coSignType, '{}', header);
    expect(approved.status).toBe(200);
    expect(await signedByMarcus(order)).toBe(true);
    expect(
      await refusal(await marcusPasskey.patchOrder(order.orderId, coSignType, '{}', header)),
    ).toMatchObject({ status: 403, error: 'passkey-replayed' });
  });

  it('lets exactly one of two requests racing with one assertion through', async () => {
    const order = nextOrder();
    const header = await marcusPasskey.confirm(coSignChallenge(order));
    const answers = await Promise.all([
      marcusPasskey.patchOrder(order.orderId, coSignType, '{}', header),
      marcusPasskey.patchOrder(order.orderId, coSignType, '{}', header),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
  });

  it('refuses a stale challenge', async () => {
    const order = a;
    const header = await marcusPasskey.confirm(coSignChallenge(order));
    // Two minutes pass: the stored challenge's expiry moves into the past.
    await server.store.query(
      'UPDATE passkey_challenges SET expires_at = expires_at - 121000 WHERE used_at IS NULL',
    );
    expect(
      await refusal(await marcusPasskey.patchOrder(order.orderId, coSignType, '{}', header)),
    ).toMatchObject({ status: 403, error: 'passkey-stale' });
    expect(await signedByMarcus(order)).toBe(false);
  });

  it('refuses forged assertions: another key, another site, a made-up challenge, garbage', async () => {
    const order = a;
    const send = (header: string) =>
      marcusPasskey.patchOrder(order.orderId, coSignType, '{}', header);
    const challengeOf = async () => {
      const answer = await marcusPasskey.challenge(coSignChallenge(order));
      const body = answer.body;
      if (typeof body !== 'object' || body === null || !('options' in body)) throw new Error();
      const options = body.options;
      if (typeof options !== 'object' || options === null || !('challenge' in options)) {
        throw new Error('no challenge');
      }
      return String(options.challenge);
    };
    const forged = marcusKey.assert(await challengeOf(), { signWith: strangerKey() });
    expect(await refusal(await send(assertionHeader(forged)))).toMatchObject({
      error: 'passkey-invalid',
    });
    const elsewhere = marcusKey.assert(await challengeOf(), { origin: 'https://evil.example' });
    expect(await refusal(await send(assertionHeader(elsewhere)))).toMatchObject({
      error: 'passkey-invalid',
    });
    const invented = marcusKey.assert(Buffer.alloc(48, 7).toString('base64url'));
    expect(await refusal(await send(assertionHeader(invented)))).toMatchObject({
      error: 'passkey-challenge-unknown',
    });
    expect(await refusal(await send('not-an-assertion'))).toMatchObject({
      error: 'passkey-unreadable',
    });
    expect(await signedByMarcus(order)).toBe(false);
  });

  it("refuses Marcus's assertion in another person's session", async () => {
    const order = b;
    const header = await marcusPasskey.confirm(coSignChallenge(order));
    const party = new URL(server.baseUrl);
    const amaraKey = softAuthenticator({ rpId: party.hostname, origin: party.origin });
    const amaraPasskey = passkeyClient(amara, amaraKey);
    expect((await amaraPasskey.register('Phone')).status).toBe(201);
    expect(
      await refusal(await amaraPasskey.patchOrder(order.orderId, coSignType, '{}', header)),
    ).toMatchObject({ status: 403 });
    expect((await marcusPasskey.order(order.orderId)).extra?.coSigners ?? []).toEqual(
      order.extra?.coSigners ?? [],
    );
  });

  it('binds what the provider says, not what the browser claims', async () => {
    const order = b;
    const answer = stepUpChallengeSchema.parse(
      (await marcusPasskey.challenge(coSignChallenge(order))).body,
    );
    const digest = createHash('sha256').update(approvalCodeInput(order)).digest();
    expect(answer.required && answer.summary).toMatchObject({
      action: 'co-sign',
      orderId: order.orderId,
      amount: new Decimal(order.amount).toFixed(),
      currency: order.baseCurrency,
      approvalCode: approvalCodeFromDigest(new Uint8Array(digest)),
    });
    expect(
      await refusal(
        await marcus.send('/api/step-up', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            action: 'co-sign',
            orderId: 'no-such-order',
            bodyDigest: bodyDigest('{}'),
          }),
        }),
      ),
    ).toMatchObject({ status: 404 });
    // The body itself never travels to /api/step-up: a master password's hash is sent once.
    expect(
      await refusal(
        await marcus.send('/api/step-up', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ action: 'co-sign', orderId: order.orderId, body: '{}' }),
        }),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('asks a passkey to add another passkey or to remove one', async () => {
    const spare = softAuthenticator({
      rpId: new URL(server.baseUrl).hostname,
      origin: new URL(server.baseUrl).origin,
    });
    const sparePasskey = passkeyClient(marcus, spare);
    expect(await refusal(await sparePasskey.register('Spare key'))).toMatchObject({
      status: 403,
      error: 'passkey-needed',
    });
    const allowed = await marcusPasskey.confirm({ action: 'passkey-add' });
    expect((await sparePasskey.register('Spare key', allowed)).status).toBe(201);

    expect((await marcus.send(`/api/passkeys/${spare.id}`, { method: 'DELETE' })).status).toBe(403);
    const removal = await marcusPasskey.confirm({ action: 'passkey-remove', passkeyId: spare.id });
    const removed = await marcus.send(`/api/passkeys/${spare.id}`, {
      method: 'DELETE',
      headers: { 'x-passkey-assertion': removal },
    });
    expect(removed.status).toBe(200);
  });

  it('asks a passkey to add or replace the API key, bound to that key', async () => {
    const put = (apiKey: string, header?: string): RequestInit => ({
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        ...(header === undefined ? {} : { 'x-passkey-assertion': header }),
      },
      body: JSON.stringify({ apiKey, apiSecret: 'sbx-secret-approver1-91c3f5a7d2e86b40' }),
    });
    expect(
      await refusal(await marcus.send('/api/credentials', put('sbx-approver1-2b9d04e7'))),
    ).toMatchObject({
      status: 403,
      error: 'passkey-needed',
    });
    const forOther = await marcusPasskey.confirm({ action: 'api-key', apiKey: 'someone-else' });
    expect(
      await refusal(await marcus.send('/api/credentials', put('sbx-approver1-2b9d04e7', forOther))),
    ).toMatchObject({ error: 'passkey-other-action' });
    const header = await marcusPasskey.confirm({
      action: 'api-key',
      apiKey: 'sbx-approver1-2b9d04e7',
    });
    expect(
      (await marcus.send('/api/credentials', put('sbx-approver1-2b9d04e7', header))).status,
    ).toBe(200);
  });

  it('puts registrations, assertions and refusals on the record', async () => {
    const response = await priya.send(
      '/api/activity?actions=passkey.register,passkey.assert,passkey.remove&limit=100',
    );
    const { entries } = activityPageSchema.parse(await response.json());
    const seen = new Set(entries.map((entry) => `${entry.action} ${entry.outcome}`));
    expect([...seen].sort()).toEqual([
      'passkey.assert refused',
      'passkey.assert succeeded',
      'passkey.register succeeded',
      'passkey.remove succeeded',
    ]);
    const replayed = entries.find(
      (entry) => entry.errorCode === 'passkey-other-action' && entry.orderId === b.orderId,
    );
    expect(replayed).toMatchObject({ person: { name: 'Marcus Chen' }, currency: b.baseCurrency });
  });
});

describe('STEP_UP=required', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ STEP_UP: 'required' }, { publicHost: 'localhost' });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('refuses a co-sign by someone without a passkey, says where to register, and sends nothing', async () => {
    const person = browserClient(strict.baseUrl);
    await person.signIn({ demo: 'amara-okafor' });
    const client = passkeyClient(
      person,
      softAuthenticator({ rpId: 'localhost', origin: strict.baseUrl }),
    );
    const { orders } = wireOrdersResponseSchema.parse(
      await (
        await person.send('/platform/orders?orderTypes=withdraw&statuses=co-sign-require&limit=50')
      ).json(),
    );
    const order = orders.find(
      (entry) =>
        entry.createdBy !== 'user-amara-okafor' &&
        !(entry.extra?.coSigners ?? []).includes('user-amara-okafor'),
    );
    if (order === undefined) throw new Error('the seed has orders waiting for Amara');
    const asked = await client.challenge(coSignChallenge(order));
    expect(asked.status).toBe(403);
    expect(errorBodySchema.parse(asked.body)).toMatchObject({ error: 'passkey-required' });
    expect(errorBodySchema.parse(asked.body).message).toContain('Settings → Passkeys');
    expect(await refusal(await client.patchOrder(order.orderId, coSignType, '{}'))).toMatchObject({
      status: 403,
      error: 'passkey-required',
    });
    expect((await client.order(order.orderId)).extra?.coSigners ?? []).toEqual(
      order.extra?.coSigners ?? [],
    );
  });

  it('refuses to start at an IP address, where browsers allow no passkeys', async () => {
    await expect(startTestServer({ STEP_UP: 'required' })).rejects.toThrow(
      /STEP_UP: required needs PUBLIC_URL with a host name/,
    );
  });
});
