import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { UPSTREAM_PORTS } from '../ports';
import type { PrismPass } from './prism-document';
import { sendWrite, suiteWrites, type WriteVerdict } from './suite-writes';
import { providerDocumentPresent, startUpstreamStack, type UpstreamStack } from './upstream-stack';
import { saveKeyAndConfirm, signInAs, suitePages, visit, type PageVerdict } from './walk-pages';

const ABSENT =
  'the provider document ../shared/reference/copper-platform-openapi.json is absent (a clone on its own)';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The upstream suite for one pass: Prism serving the provider's OpenAPI, the dashboard in
 * upstream mode in front of it. Without the document it reports itself skipped by name, and
 * under CI=true that skip fails the run. `expectPages` judges the walk's verdicts.
 */
export function upstreamSuite(pass: PrismPass, expectPages: (verdicts: PageVerdict[]) => void) {
  const title = `upstream suite against Prism, ${pass} values`;
  if (!providerDocumentPresent) {
    test.describe(`${title} (skipped: ${ABSENT})`, () => {
      test('runs, or fails the run under CI=true', () => {
        if (process.env.CI)
          throw new Error(`CI=true and the upstream suite would be skipped: ${ABSENT}`);
        test.skip(true, ABSENT);
      });
    });
    return;
  }

  test.describe(title, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    test.use({ baseURL: `http://127.0.0.1:${UPSTREAM_PORTS[pass].dashboard}` });
    let stack: UpstreamStack | undefined;
    const running = () => {
      if (stack === undefined) throw new Error('the upstream stack did not start');
      return stack;
    };
    // Each person's signed-in session, kept from the first test so the others need no sign-in.
    const sessions = new Map<string, StorageState>();

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      stack = await startUpstreamStack(pass);
    });
    test.afterAll(async () => {
      await stack?.stop();
    });

    async function sessionOf(browser: Browser, role: string) {
      const storageState = sessions.get(role);
      if (storageState === undefined) throw new Error(`${role} has not signed in`);
      const context = await browser.newContext({
        baseURL: running().dashboard.baseUrl,
        storageState,
      });
      return { context, page: await context.newPage() };
    }

    test('each role signs in, saves a key and confirms which member it is', async ({ browser }) => {
      for (const someone of running().people) {
        const context = await browser.newContext({ baseURL: running().dashboard.baseUrl });
        const page = await context.newPage();
        await signInAs(page, someone);
        await saveKeyAndConfirm(page, someone);
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
        await expect(page.getByText('until you add your API key')).toHaveCount(0);
        sessions.set(someone.roles, await context.storageState());
        await context.close();
      }
    });

    test('every page, each walked by the role whose work it is', async ({ browser }, testInfo) => {
      // About 2 s a page on a quiet machine; a busy one may take ten times that.
      test.setTimeout(suitePages.length * 20_000);
      const verdicts: (PageVerdict & { role: string })[] = [];
      for (const role of new Set(suitePages.map((page) => page.role))) {
        const { context, page } = await sessionOf(browser, role);
        for (const { path, lists } of suitePages.filter((entry) => entry.role === role)) {
          verdicts.push({ ...(await visit(page, path, lists)), role });
          await page.screenshot({
            path: testInfo.outputPath(`${pass}${path.replace(/[^a-z0-9-]+/gi, '_')}.png`),
            fullPage: true,
          });
        }
        await context.close();
      }
      const table = verdicts.map(
        (v) =>
          `${v.role.padEnd(9)} ${v.path.padEnd(36)} ${v.verdict} (${v.rows} rows; ${v.detail})`,
      );
      console.log(`Pages, Prism ${pass}:\n${table.join('\n')}`);
      await testInfo.attach(`pages-${pass}.json`, { body: JSON.stringify(verdicts, null, 2) });
      expectPages(verdicts);
    });

    test('every write passes Prism’s request validation', async ({ browser }, testInfo) => {
      const treasury = await sessionOf(browser, 'treasury');
      const approver = await sessionOf(browser, 'approver');
      const verdicts: WriteVerdict[] = [];
      for (const write of suiteWrites('order-1')) {
        // Treasury creates and cancels its own; the approver co-signs and gives the password.
        const who =
          write.endpoint.method === 'POST' || write.name === 'cancel' ? treasury : approver;
        verdicts.push(await sendWrite(who.page.request, write, running().prismLog));
      }
      console.log(
        `Writes, Prism ${pass}:\n${verdicts.map((v) => `${v.write.padEnd(16)} ${v.status} ${v.prism}`).join('\n')}`,
      );
      await testInfo.attach(`writes-${pass}.json`, { body: JSON.stringify(verdicts, null, 2) });
      for (const verdict of verdicts) {
        expect(verdict.prism, verdict.write).toBe('passed');
        expect(verdict.status, verdict.write).toBeLessThan(300);
      }
      await treasury.context.close();
      await approver.context.close();
    });
  });
}
