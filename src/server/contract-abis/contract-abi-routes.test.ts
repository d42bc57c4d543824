import { parseAbi } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { activityPageSchema } from '../../shared/audit';
import { contractAbiSchema, contractAbisResponseSchema } from '../../shared/contract-abis';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let priya: BrowserClient;
let olivia: BrowserClient;
let henrik: BrowserClient;

beforeAll(async () => {
  server = await startTestServer();
  priya = browserClient(server.baseUrl);
  await priya.signIn({ demo: 'priya-natarajan' });
  olivia = browserClient(server.baseUrl);
  await olivia.signIn({ demo: 'olivia-grant' });
  henrik = browserClient(server.baseUrl);
  await henrik.signIn({ demo: 'henrik-larsen' });
});
afterAll(async () => {
  await server.close();
});

const contract = '0x5555555555555555555555555555555555555555';
const settlementAbi = JSON.stringify(
  parseAbi(['function settle(uint256 batch, address to)', 'function cancel(uint256 batch)']),
);
const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function lastRecord(action: string) {
  const response = await priya.send(`/api/activity?actions=${action}`);
  return activityPageSchema.parse(await response.json()).entries[0];
}

async function listed(browser: BrowserClient) {
  const response = await browser.send('/api/contract-abis');
  expect(response.status).toBe(200);
  return contractAbisResponseSchema.parse(await response.json()).contractAbis;
}

describe('contract ABIs', () => {
  it('an administrator registers one, everyone who reads orders sees it, and the record says so', async () => {
    const response = await priya.send(
      '/api/contract-abis',
      post({ name: 'Settlement', address: contract.toLowerCase(), abi: settlementAbi }),
    );
    expect(response.status).toBe(201);
    const added = contractAbiSchema.parse(await response.json());
    expect(added).toMatchObject({
      name: 'Settlement',
      address: contract,
      createdBy: 'Priya Natarajan',
    });

    expect((await listed(henrik)).map((entry) => entry.id)).toContain(added.id);
    expect((await listed(olivia)).find((entry) => entry.id === added.id)?.abi[0]).toMatchObject({
      name: 'settle',
    });
    expect(await lastRecord('contract-abi.add')).toMatchObject({
      outcome: 'succeeded',
      detail: `Contract ABI “Settlement” for ${contract} (functions: settle, cancel). Before: not registered. After: registered.`,
    });
  });

  it('refuses anyone else a write with 403, and records the refusal', async () => {
    const response = await olivia.send(
      '/api/contract-abis',
      post({ name: 'Mine', address: null, abi: settlementAbi }),
    );
    expect(response.status).toBe(403);
    expect(errorBodySchema.parse(await response.json()).message).toContain(
      'needs the administrator role',
    );
    expect(await lastRecord('contract-abi.add')).toMatchObject({
      outcome: 'refused',
      detail: expect.stringContaining('Olivia Grant') as unknown,
    });
    expect((await listed(priya)).map((entry) => entry.name)).not.toContain('Mine');

    const [first] = await listed(priya);
    const removal = await olivia.send(`/api/contract-abis/${first?.id ?? 'none'}`, {
      method: 'DELETE',
    });
    expect(removal.status).toBe(403);
    expect(await lastRecord('contract-abi.remove')).toMatchObject({ outcome: 'refused' });
  });

  it('refuses an ABI that is not one, saying why', async () => {
    const events = JSON.stringify(parseAbi(['event Settled(uint256 batch)']));
    const response = await priya.send(
      '/api/contract-abis',
      post({ name: 'Events', address: null, abi: events }),
    );
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).message).toBe(
      'abi: The ABI declares no function to decode.',
    );
    const notJson = await priya.send(
      '/api/contract-abis',
      post({ name: 'Broken', address: null, abi: '[{"type":' }),
    );
    expect(errorBodySchema.parse(await notJson.json()).message).toBe(
      'abi: The ABI is not valid JSON.',
    );
    expect((await listed(priya)).map((entry) => entry.name)).toEqual(['Settlement']);
  });

  it('an administrator removes one; the record keeps what it was', async () => {
    const [entry] = await listed(priya);
    const response = await priya.send(`/api/contract-abis/${entry?.id ?? 'none'}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(200);
    expect(await listed(priya)).toEqual([]);
    expect(await lastRecord('contract-abi.remove')).toMatchObject({
      outcome: 'succeeded',
      detail: `Contract ABI “Settlement” for ${contract} (functions: settle, cancel). Before: registered. After: not registered.`,
    });
    const again = await priya.send(`/api/contract-abis/${entry?.id ?? 'none'}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
  });
});
