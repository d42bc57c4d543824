import { endpoints } from '../../shared/endpoints';
import { encodeComponent } from '../../sandbox/fuzz/request-arbitraries';
import { json, shapeKeys, type HostileRequest, type KnownIds, type Sender } from './hostile-values';

/** A valid body of each write, so one field at a time can turn hostile. */
function writeBodies(known: KnownIds): Record<string, Record<string, unknown>> {
  const withdrawal = {
    orderType: 'withdraw',
    externalOrderId: 'hostile',
    portfolioId: known.portfolioId,
    baseCurrency: 'BTC',
    amount: '0.0001',
    toCryptoAddressId: known.addressId,
  };
  return {
    createOrder: withdrawal,
    dryRunOrder: { ...withdrawal, externalOrderId: undefined },
    coSignOrder: {},
    cancelOrder: { reason: 'hostile input' },
    enterMasterPassword: { masterPasswordHash: 'a'.repeat(64) },
  };
}

/** Every place a value can travel in a request to /platform: path, query and body. */
export function platformRequests(value: string, known: KnownIds): HostileRequest[] {
  const bodies = writeBodies(known);
  const requests: HostileRequest[] = [];
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const as: Sender = endpoint.method === 'PATCH' ? 'approver' : 'treasury';
    const ids: Record<string, string> = {
      orderId: known.orderId,
      organizationId: known.organizationId,
      exchangeId: 'x',
      settlementId: 'x',
      loanId: 'x',
      fileId: 'x',
    };
    const fill = (override?: string) =>
      endpoint.path.replace(/\{(\w+)\}/g, (_, param: string) =>
        encodeComponent(param === override ? value : (ids[param] ?? 'x')),
      );
    const send = (slot: string, path: string, body?: unknown): HostileRequest => ({
      surface: '/platform',
      slot: `${endpoint.method} /platform${endpoint.path} ${slot}`,
      as,
      method: endpoint.method,
      path: `/platform${path}`,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': endpoint.contentType }, body: json(body) }),
    });
    const template = endpoint.method === 'GET' ? undefined : (bodies[name] ?? {});
    for (const [, param] of endpoint.path.matchAll(/\{(\w+)\}/g)) {
      requests.push(send(`path.${param}`, fill(param), template));
    }
    for (const key of shapeKeys(endpoint.query)) {
      requests.push(send(`query.${key}`, `${fill()}?${key}=${encodeComponent(value)}`));
    }
    for (const key of Object.keys(template ?? {})) {
      requests.push(send(`body.${key}`, fill(), { ...template, [key]: value }));
    }
    if (name === 'createOrdersInBulk') {
      const item = { ...bodies.createOrder, amount: value };
      requests.push(send('body.orders.0.amount', fill(), { orders: [item] }));
    }
  }
  return requests;
}
