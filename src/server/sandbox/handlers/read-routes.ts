import { Hono } from 'hono';
import { z } from 'zod';
import { listOrdersQuerySchema } from '../../../shared/contracts/list-orders-query';
import { settlementsQuerySchema } from '../../../shared/contracts/settlements-query';
import type { SandboxDatabase } from '../db/sql-client';
import { getOrder, listOrders } from '../db/orders-repository';
import {
  getExchange,
  getSettlement,
  listExchanges,
  listSettlements,
} from '../db/clearloop-repository';
import { listPortfolios } from '../db/portfolios-repository';
import { listWallets } from '../db/wallets-repository';
import { listCryptoAddresses, listCurrencies, listOrganizations } from '../db/reference-repository';
import { apiErrorResponse } from '../http/api-error-response';
import { parsePathParams, parseQuery } from '../http/parse-request';
import type { SandboxVariables } from '../http/verify-signature';

const noQuery = z.strictObject({});
const orderIdParams = z.object({ orderId: z.string().min(1) });

/** Read-only endpoints over orders, ClearLoop and the reference data. */
export function readRoutes(db: SandboxDatabase): Hono<{ Variables: SandboxVariables }> {
  const app = new Hono<{ Variables: SandboxVariables }>();

  app.get('/orders', async (c) => {
    const query = parseQuery(c, listOrdersQuerySchema);
    if (!query.ok) return query.response;
    return c.json({ orders: await listOrders(db, query.data) });
  });

  app.get('/orders/:orderId', async (c) => {
    const params = parsePathParams(c, orderIdParams);
    if (!params.ok) return params.response;
    const order = await getOrder(db, params.data.orderId);
    return order
      ? c.json(order)
      : apiErrorResponse(c, 404, 'not-found', `Order ${params.data.orderId} does not exist.`);
  });

  app.get('/clearloop/exchanges', async (c) => {
    const query = parseQuery(c, noQuery);
    if (!query.ok) return query.response;
    return c.json({ clearLoopExchanges: await listExchanges(db) });
  });

  app.get('/clearloop/exchanges/:exchangeId', async (c) => {
    const exchangeId = c.req.param('exchangeId');
    const exchange = await getExchange(db, exchangeId);
    return exchange
      ? c.json(exchange)
      : apiErrorResponse(c, 404, 'not-found', `ClearLoop exchange ${exchangeId} does not exist.`);
  });

  app.get('/clearloop/settlements', async (c) => {
    const query = parseQuery(c, settlementsQuerySchema);
    if (!query.ok) return query.response;
    return c.json(await listSettlements(db, query.data));
  });

  app.get('/clearloop/settlements/:settlementId', async (c) => {
    const settlementId = c.req.param('settlementId');
    const settlement = await getSettlement(db, settlementId);
    return settlement
      ? c.json(settlement)
      : apiErrorResponse(c, 404, 'not-found', `Settlement ${settlementId} does not exist.`);
  });

  app.get('/portfolios', async (c) => c.json({ portfolios: await listPortfolios(db) }));

  app.get('/wallets', async (c) => {
    const query = parseQuery(c, z.strictObject({ portfolioId: z.string().min(1).optional() }));
    if (!query.ok) return query.response;
    const filter = query.data.portfolioId ? { portfolioId: query.data.portfolioId } : {};
    return c.json({ wallets: await listWallets(db, filter) });
  });

  app.get('/currencies', async (c) => c.json({ currencies: await listCurrencies(db) }));
  app.get('/crypto-addresses', async (c) =>
    c.json({ cryptoAddresses: await listCryptoAddresses(db) }),
  );
  app.get('/organizations', async (c) => c.json({ organizations: await listOrganizations(db) }));

  return app;
}
