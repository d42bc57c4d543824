import { Hono, type Context } from 'hono';
import { dashboardOperationRoles, mayUseDashboard, roleLabels } from '../../shared/access';
import { contractAbiSchema, registerContractAbiRequestSchema } from '../../shared/contract-abis';
import type { SqlClient } from '../../store/sql-client';
import type { AdminAct } from '../auth/admin-routes';
import type { AuthVariables } from '../auth/session-middleware';
import {
  addContractAbi,
  listContractAbis,
  removeContractAbi,
  type StoredContractAbi,
} from './contract-abis-repository';

type RouteContext = Context<{ Variables: AuthVariables }>;

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
  const app = new Hono<{ Variables: AuthVariables }>();
  const sessionOf = (c: RouteContext) => {
    const session = c.get('session');
    if (session === undefined) throw new Error('Contract ABIs run behind the session check');
    return session;
  };

  /** Refuses (and records) a write by someone who is not an administrator. */
  async function refusedWrite(c: RouteContext, action: AdminAct['action']) {
    const session = sessionOf(c);
    if (session.roles.includes('admin')) return undefined;
    const held = session.roles.map((role) => roleLabels[role].toLowerCase()).join(', ');
    const message = `Registering contract ABIs needs the administrator role; ${session.name} has ${held}.`;
    await deps.acted?.({ who: session, action, outcome: 'refused', detail: message }, c);
    return c.json({ error: 'forbidden', message }, 403);
  }

  app.get('/contract-abis', async (c) => {
    const session = sessionOf(c);
    if (!mayUseDashboard(session.roles, 'readContractAbis')) {
      const needed = dashboardOperationRoles.readContractAbis
        .map((role) => roleLabels[role].toLowerCase())
        .join(' or ');
      const message = `Reading contract ABIs needs the role ${needed}.`;
      return c.json({ error: 'forbidden', message }, 403);
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ contractAbis: await listContractAbis(deps.db) });
  });

  app.post('/contract-abis', async (c) => {
    const refusal = await refusedWrite(c, 'contract-abi.add');
    if (refusal !== undefined) return refusal;
    const body: unknown = await c.req.json().catch(() => null);
    const parsed = registerContractAbiRequestSchema.safeParse(body);
    if (!parsed.success) {
      const message = parsed.error.issues
        .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
        .join('; ');
      await deps.acted?.(
        { who: sessionOf(c), action: 'contract-abi.add', outcome: 'refused', detail: message },
        c,
      );
      return c.json({ error: 'bad-request', message }, 400);
    }
    const session = sessionOf(c);
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

  app.delete('/contract-abis/:id', async (c) => {
    const refusal = await refusedWrite(c, 'contract-abi.remove');
    if (refusal !== undefined) return refusal;
    const removed = await removeContractAbi(deps.db, c.req.param('id'));
    if (removed === undefined) {
      return c.json({ error: 'not-found', message: 'No such contract ABI.' }, 404);
    }
    await deps.acted?.(
      {
        who: sessionOf(c),
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
