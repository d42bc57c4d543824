import type { Database } from '../../../store/sql-client';
import { countedTarget } from '../counted-transport';
import { platformRoutes } from '../platform-routes';
import type { Actor } from '../proxy-ports';
import { sharedReads, type ReadFigures } from '../shared-reads';
import { upstreamBudget } from '../upstream-budget';

function person(subject: string, apiKey: string, roles: Actor['roles']): Actor {
  return {
    subject,
    email: `${subject}@example.com`,
    name: subject,
    roles,
    credentials: { apiKey, apiSecret: `secret-of-${apiKey}` },
    signedByScript: false,
  };
}

/** Two people with keys of their own, as the test pipeline knows them (by `x-test-person`). */
export const people = {
  henrik: person('henrik', 'key-henrik-5a07', ['viewer']),
  olivia: person('olivia', 'key-olivia-7f3a', ['treasury']),
};

/**
 * The /platform pipeline with the shared-reads step, over `db`, in front of a stand-in API
 * that counts what reaches it and answers each request with who signed it and a serial
 * number. `hold()` keeps its answers back until released, so reads stay in flight.
 */
export function readsPipeline(
  db: Database,
  options: {
    /** One time to live for every kind of read, or one per kind. */
    ttlMs?: number | Parameters<typeof sharedReads>[0]['ttlMs'];
    limitPer5Min?: number;
    now?: () => number;
    figures?: ReadFigures;
    answerHeaders?: Record<string, string>;
  } = {},
) {
  const sent: Request[] = [];
  let gate: Promise<void> = Promise.resolve();
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? 60_000;
  const budget = upstreamBudget(db, { limitPer5Min: options.limitPer5Min ?? 1000, now });
  const target = countedTarget(
    {
      baseUrl: 'https://api.example',
      transport: async (request) => {
        sent.push(request);
        const serial = sent.length;
        await gate;
        return Response.json(
          {
            // The list keys of the lists the tests read, so the answer step sees the
            // provider's shape; the rest says who signed the request and when it came.
            orders: [],
            wallets: [],
            currencies: [],
            serial,
            signedBy: request.headers.get('authorization'),
            path: new URL(request.url).pathname,
          },
          { headers: options.answerHeaders ?? {} },
        );
      },
    },
    budget,
  );
  const reads = sharedReads({
    db,
    budget,
    ttlMs: typeof ttl === 'number' ? { announced: ttl, reference: ttl, unannounced: ttl } : ttl,
    now,
    ...(options.figures === undefined ? {} : { figures: options.figures }),
  });
  const app = platformRoutes({
    target,
    actorOf: (c) => {
      const actor = c.req.header('x-test-person') === 'olivia' ? people.olivia : people.henrik;
      return Promise.resolve({ ok: true, actor });
    },
    reads,
  });
  return {
    sent,
    reads,
    budget,
    get: async (path: string, who: keyof typeof people = 'henrik'): Promise<Response> =>
      app.request(`/platform${path}`, { headers: { 'x-test-person': who } }),
    post: async (
      path: string,
      body: unknown,
      contentType = 'application/json',
    ): Promise<Response> =>
      app.request(`/platform${path}`, {
        method: 'POST',
        headers: { 'x-test-person': 'olivia', 'content-type': contentType },
        body: JSON.stringify(body),
      }),
    /** Holds the API's answers until the returned function is called. */
    hold(): () => void {
      let release: () => void = () => undefined;
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    close: () => reads.close(),
  };
}
