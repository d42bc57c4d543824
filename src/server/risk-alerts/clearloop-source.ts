import type { z } from 'zod';
import {
  exchangesResponseSchema,
  settlementsResponseSchema,
} from '../../shared/contracts/clearloop';
import type { Endpoint } from '../../shared/endpoint';
import { endpoints } from '../../shared/endpoints';
import type { SqlClient } from '../../store/sql-client';
import { samplingKey } from '../ltv-history/sampling-key';
import type { PlatformTarget } from '../platform/forward-request';
import { providerRead } from '../platform/provider-read';
import type { Credentials } from '../platform/signing';

/**
 * Each exchange's latest two settlements: the one under way and the one before it, so a
 * settlement that fails just as the next cycle opens is still seen.
 */
const RECENT_SETTLEMENTS = '/platform/clearloop/settlements?cycles=2&limit=1000';

/**
 * Reads ClearLoop for the alert rules, signed with the key the LTV sampler reads with; a read
 * that fails gives undefined (and says why), so rules on it wait for the next turn.
 */
export function clearLoopSource(deps: {
  db: SqlClient;
  target: PlatformTarget;
  encryptionKey: Buffer;
  serviceKey: Credentials | undefined;
  warn: (message: string) => void;
}) {
  async function read<S extends z.ZodType>(
    what: string,
    request: { endpoint: Endpoint; path: string; schema: S },
  ): Promise<z.output<S> | undefined> {
    const credentials = await samplingKey(deps.db, deps.encryptionKey, deps.serviceKey);
    if (credentials === undefined) {
      deps.warn(`ClearLoop alert rules not judged: no key to read ${what} with`);
      return undefined;
    }
    const answer = await providerRead(deps.target, credentials, request);
    if (answer.ok) return answer.data;
    deps.warn(`ClearLoop alert rules not judged: ${what} unreadable (${answer.message})`);
    return undefined;
  }
  return {
    exchanges: async () =>
      (
        await read('exchanges', {
          endpoint: endpoints.listClearLoopExchanges,
          path: '/platform/clearloop/exchanges',
          schema: exchangesResponseSchema,
        })
      )?.clearLoopExchanges,
    settlements: async () =>
      (
        await read('settlements', {
          endpoint: endpoints.listSettlements,
          path: RECENT_SETTLEMENTS,
          schema: settlementsResponseSchema,
        })
      )?.settlements,
  };
}
