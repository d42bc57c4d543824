import { endpoints } from '../../shared/endpoints';
import type { Database } from '../../store/sql-client';
import {
  getExchange,
  getSettlement,
  listExchanges,
  listSettlements,
} from '../db/clearloop-repository';
import { getOrder, listOrdersJson } from '../db/orders-repository';
import { listPortfolios } from '../db/portfolios-repository';
import { listCryptoAddresses, listCurrencies, listOrganizations } from '../db/reference-repository';
import { listWallets } from '../db/wallets-repository';
import { endpointRoute, type SandboxRoute } from '../http/endpoint-route';
import { accept, refuse, type Outcome } from '../orders/refusal';

function found<T>(value: T | undefined, what: string): Outcome<T> {
  return value === undefined ? refuse(404, 'not-found', `${what} does not exist.`) : accept(value);
}

/** Read-only endpoints over orders, ClearLoop and the reference data. */
export function readRoutes(db: Database): SandboxRoute[] {
  return [
    endpointRoute(endpoints.listOrders, 'read', async ({ query, c }) =>
      c.body(`{"orders":${await listOrdersJson(db, query)}}`, 200, {
        'content-type': 'application/json',
      }),
    ),
    endpointRoute(endpoints.getOrder, 'read', async ({ path }) =>
      found(await getOrder(db, path.orderId), `Order ${path.orderId}`),
    ),
    endpointRoute(endpoints.listClearLoopExchanges, 'read', async () =>
      accept({ clearLoopExchanges: await listExchanges(db) }),
    ),
    endpointRoute(endpoints.getClearLoopExchange, 'read', async ({ path }) =>
      found(await getExchange(db, path.exchangeId), `ClearLoop exchange ${path.exchangeId}`),
    ),
    endpointRoute(endpoints.listSettlements, 'read', async ({ query }) =>
      accept(await listSettlements(db, query)),
    ),
    endpointRoute(endpoints.getSettlement, 'read', async ({ path }) =>
      found(await getSettlement(db, path.settlementId), `Settlement ${path.settlementId}`),
    ),
    endpointRoute(endpoints.listPortfolios, 'read', async () =>
      accept({ portfolios: await listPortfolios(db) }),
    ),
    endpointRoute(endpoints.listWallets, 'read', async ({ query }) =>
      accept({
        wallets: await listWallets(db, query.portfolioId ? { portfolioId: query.portfolioId } : {}),
      }),
    ),
    endpointRoute(endpoints.listCurrencies, 'read', async () =>
      accept({ currencies: await listCurrencies(db) }),
    ),
    endpointRoute(endpoints.listCryptoAddresses, 'read', async () =>
      accept({ cryptoAddresses: await listCryptoAddresses(db) }),
    ),
    endpointRoute(endpoints.listOrganizations, 'read', async () =>
      accept({ organizations: await listOrganizations(db) }),
    ),
  ];
}
