import type { Context } from 'hono';
import { contractAbiSchema, registerContractAbiRequestSchema } from '../../shared/contract-abis';
import type { SqlClient } from '../../store/sql-client';
import type { AdminAct } from '../auth/admin-routes';
import { dashboardRouter, signedInSession } from '../http/dashboard-router';
import { bodyIssuesText } from '../http/request-issues';
import {
  addContractAbi,
  listContractAbis,
  removeContractAbi,
  type StoredContractAbi,
} from './contract-abis-repository';

/** A registered ABI in words, for the audit record: "“Settlement” for 0x… (settle, cancel)". */
function abiInWords(entry: StoredContractAbi): string {
  const functions = contractAbiSchema.shape.abi
    .parse(entry.abi)
    .flatMap((item) => (item.type === 'function' ? [item.name] : []));
  return `“${entry.name}” for ${entry.address ?? 'any contract'} (functions: ${functions.join(', ')})`;
}

/**
 * /api/contract-abis: the ABIs smart-contract calls are decoded with, beyond ERC-20. Whoever
 * may read orders may read them (reviewers decode with them); only an administrator adds or
 * removes one, and each change, or refusal, is recorded with what stood before and after.
 */
export function contractAbiRoutes(deps: {
  db: SqlClient;
  now: () => number;
  acted?: (act: AdminAct, c: Context) => Promise<unknown>;
}) {
  const { app, serve } = dashboardRouter((c, { operation, session, message }) =>
    deps.acted?.(
      {
        who: session,
        action: operation === 'removeContractAbi' ? 'contract-abi.remove' : 'contract-abi.add',
        outcome: 'refused',
        detail: message,
      },
      c,
    ),
  );

  serve('listContractAbis', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ contractAbis: await listContractAbis(deps.db) });
  });

  serve('registerContractAbi', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const parsed = registerContractAbiRequestSchema.safeParse(body);
    if (!parsed.success) {
      const message = bodyIssuesText(parsed.error);
      await deps.acted?.(
        {
          who: signedInSession(c),
          action: 'contract-abi.add',
          outcome: 'refused',
          detail: message,
        },
        c,
      );
      return c.json({ error: 'bad-request', message }, 400);
    }
    const session = signedInSession(c);
    const stored = await addContractAbi(deps.db, {
      name: parsed.data.name,
      address: parsed.data.address,
      // Stored as compact JSON of what was validated, so what decodes is what was checked.
      abi: JSON.stringify(parsed.data.abi),
      createdBy: session.name,
      at: deps.now(),
    });
    await deps.acted?.(
      {
        who: session,
        action: 'contract-abi.add',
        outcome: 'succeeded',
        detail: `Contract ABI ${abiInWords(stored)}. Before: not registered. After: registered.`,
      },
      c,
    );
    return c.json(stored, 201);
  });

  serve('removeContractAbi', async (c) => {
    const removed = await removeContractAbi(deps.db, c.req.param('id'));
    if (removed === undefined) {
      return c.json({ error: 'not-found', message: 'No such contract ABI.' }, 404);
    }
    await deps.acted?.(
      {
        who: signedInSession(c),
        action: 'contract-abi.remove',
        outcome: 'succeeded',
        detail: `Contract ABI ${abiInWords(removed)}. Before: registered. After: not registered.`,
      },
      c,
    );
    return c.json({ removed });
  });
  return app;
}
