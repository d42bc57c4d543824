import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardOperationRoles, roles, type Role } from '../shared/access';
import { errorBodySchema } from '../shared/api-error';
import { honoPath } from '../shared/dashboard-endpoint';
import { dashboardEndpoints, type DashboardOperationName } from '../shared/dashboard-endpoints';
import { dashboardRouter, isDashboardAuthoriser } from './http/dashboard-router';
import { browserClient, type BrowserClient } from './testing/browser-client';
import { startTestServer, type TestServer } from './testing/test-server';

interface RegisteredRoute {
  method: string;
  path: string;
  handler: unknown;
}

const operations = Object.keys(dashboardEndpoints).filter(
  (name): name is DashboardOperationName => name in dashboardOperationRoles,
);

/** The descriptor a route was registered from, if any. */
function operationOf(route: RegisteredRoute): DashboardOperationName | undefined {
  return operations.find((name) => {
    const { method, path } = dashboardEndpoints[name];
    return method === route.method && honoPath(path) === route.path;
  });
}

/**
 * What is wrong with the /api routes an app registered: a route with no descriptor, a handler
 * not right behind the role check, a descriptor nothing serves. Wildcards are middleware.
 */
function routeProblems(registered: readonly RegisteredRoute[]): string[] {
  const problems: string[] = [];
  const served = new Set<DashboardOperationName>();
  registered.forEach((route, index) => {
    if (!route.path.startsWith('/api/') || route.path.endsWith('*')) return;
    const where = `${route.method} ${route.path}`;
    const operation = operationOf(route);
    if (operation === undefined) {
      problems.push(`${where} has no descriptor`);
      return;
    }
    served.add(operation);
    if (isDashboardAuthoriser(route.handler)) return;
    const before = registered[index - 1];
    const guarded =
      before !== undefined &&
      isDashboardAuthoriser(before.handler) &&
      before.method === route.method &&
      before.path === route.path;
    if (!guarded) problems.push(`${where} is not behind the role table's check`);
  });
  for (const name of operations) {
    if (!served.has(name)) problems.push(`${name} is not served`);
  }
  return problems;
}

let server: TestServer;
const people: { browser: BrowserClient; roles: readonly Role[] }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const demos = [
    { demo: 'olivia-grant', roles: ['treasury'] },
    { demo: 'henrik-larsen', roles: ['viewer'] },
    { demo: 'marcus-chen', roles: ['approver'] },
  ] as const;
  for (const { demo, roles: held } of demos) {
    const browser = browserClient(server.baseUrl);
    await browser.signIn({ demo });
    people.push({ browser, roles: held });
  }
});
afterAll(() => server.close());

describe('the /api routes the server registers', () => {
  it('are exactly the descriptors, each behind the role table', () => {
    expect(Object.keys(dashboardOperationRoles).sort()).toEqual([...operations].sort());
    expect(routeProblems(server.app.routes)).toEqual([]);
  });

  it('tell a route added by hand, one without the check, and a descriptor not served', () => {
    const { app, serve } = dashboardRouter();
    serve('readSession', (c) => c.json({}));
    app.get('/api/by-hand', (c) => c.json({}));
    app.get('/api/credentials', (c) => c.json({}));
    const problems = routeProblems(app.routes);
    expect(problems).toContain('GET /api/by-hand has no descriptor');
    expect(problems).toContain("GET /api/credentials is not behind the role table's check");
    expect(problems).toContain('listPeople is not served');
    expect(problems).not.toContain('readSession is not served');
    expect(routeProblems(new Hono().routes)).toHaveLength(operations.length);
  });
});

describe('the role table on the server', () => {
  const restricted = operations.flatMap((name) => {
    const access = dashboardOperationRoles[name];
    return typeof access === 'string' || roles.every((role) => access.includes(role))
      ? []
      : [{ name, access }];
  });

  it('restricts operations of every group, not only the administrator’s', () => {
    expect(restricted.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        'listPeople',
        'chooseOrganization',
        'addAlertRule',
        'listRiskAlerts',
        'setBalanceMinimums',
        'registerContractAbi',
      ]),
    );
  });

  it('refuses 403, naming the roles needed, to someone without any of them', async () => {
    for (const { name, access } of restricted) {
      const outsider = people.find(({ roles: held }) => !held.some((r) => access.includes(r)));
      if (outsider === undefined) throw new Error(`no demo person lacks the roles of ${name}`);
      const { method, path } = dashboardEndpoints[name];
      const answer = await outsider.browser.send(path.replace(/\{\w+\}/g, 'x'), {
        method,
        ...(method === 'GET'
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: '{}' }),
      });
      expect(answer.status, name).toBe(403);
      const { error, message } = errorBodySchema.parse(await answer.json());
      expect(error, name).toBe('forbidden');
      expect(message, name).toMatch(/^This needs the .+ role; .+ has /);
    }
  });
});
