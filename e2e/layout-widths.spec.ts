import type { Locator, Page } from '@playwright/test';
import { activityPageSchema } from '../src/shared/audit';
import { expect, test } from './fixtures';
import { rewriteJsonAnswer } from './rewrite-answer';

// The risk team reads these pages: a viewer sees what they see.
test.use({ person: 'henrik-larsen' });

/** How many pixels the page scrolls sideways; 0 when it fits its window. */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Headers and cells of the table (the first rows) that do not lie wholly inside the window and
 * the table's scroll box horizontally, or whose text is cut at their own edge with no title to
 * read it whole.
 */
function cutCells(table: Locator, width: number): Promise<string[]> {
  return table.evaluate((element, windowWidth) => {
    const rows = [...element.querySelectorAll('tr')].slice(0, 12);
    const problems: string[] = [];
    let scrollBox = element.parentElement;
    while (scrollBox !== null && getComputedStyle(scrollBox).overflowX === 'visible') {
      scrollBox = scrollBox.parentElement;
    }
    const visible = scrollBox?.getBoundingClientRect() ?? { left: 0, right: windowWidth };
    const left = Math.max(0, visible.left);
    const right = Math.min(windowWidth, visible.right);
    for (const row of rows) {
      for (const cell of row.querySelectorAll<HTMLTableCellElement>('th, td')) {
        if (cell.colSpan > 1 && cell.textContent === '') continue;
        const box = cell.getBoundingClientRect();
        const name = cell.textContent.slice(0, 40);
        if (box.left < left - 0.5 || box.right > right + 0.5) {
          problems.push(`${cell.tagName} "${name}" spans ${box.left}–${box.right}`);
        } else if (
          cell.scrollWidth > cell.clientWidth + 1 &&
          cell.querySelector('[title]') === null &&
          !cell.hasAttribute('title')
        ) {
          problems.push(`${cell.tagName} "${name}" cut at its edge`);
        }
      }
    }
    return problems;
  }, width);
}

/**
 * The activity list's widest entry, whatever the journeys before left in the log: the longest
 * action label and an amount with 18 decimals, on the first row.
 */
async function withWidestActivityEntry(page: Page): Promise<void> {
  await rewriteJsonAnswer(
    page,
    '**/api/activity?*',
    (body) => activityPageSchema.parse(body),
    (body) => {
      const [first, ...rest] = body.entries;
      if (first === undefined) return body;
      const widest = {
        ...first,
        action: 'session.revoke',
        amount: '12345.123456789012345678',
        currency: 'USDC',
      };
      return { ...body, entries: [widest, ...rest] };
    },
  );
}

const tables = [
  { path: '/loans', name: 'Loans' },
  { path: '/clearloop/settlements', name: 'Settlements' },
  { path: '/activity', name: 'Activity in this dashboard' },
] as const;

for (const width of [1280, 1440]) {
  for (const { path, name } of tables) {
    test(`at ${width} px ${path} shows every default column whole, with no sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      if (path === '/activity') await withWidestActivityEntry(page);
      await page.goto(path);
      const table = page.getByRole('table', { name });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(table.getByRole('columnheader').first()).toBeVisible();
      expect(await table.getByRole('columnheader').count()).toBeGreaterThan(4);
      expect(await cutCells(table, width), 'headers and cells off screen or cut').toEqual([]);
      expect(await pageOverflow(page), 'pixels the page scrolls sideways').toBeLessThanOrEqual(0);
    });
  }
}

test.describe('the risk board on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('fits the screen, and the chart keeps its labels whole', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/loans/risk');
    await expect(page.getByRole('heading', { level: 1, name: 'LTV risk board' })).toBeVisible({
      timeout: 30_000,
    });
    const chart = page.locator('.recharts-surface').first();
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toBeVisible({ timeout: 20_000 });
    // The dashed threshold lines' labels ("margin call 80.00%", "default 90.00%").
    const labels = chart.locator('.recharts-label').filter({ hasText: /^(margin call|default) / });
    await expect(labels).toHaveCount(2);
    const chartBox = await chart.boundingBox();
    expect(chartBox).not.toBeNull();
    for (const label of await labels.all()) {
      const box = await label.boundingBox();
      const text = await label.textContent();
      expect(box, `${text} drawn`).not.toBeNull();
      if (box === null || chartBox === null) continue;
      // The chart's own box clips what lies outside it, so a label must sit inside it too.
      expect(box.x, `${text} starts inside the chart`).toBeGreaterThanOrEqual(chartBox.x - 0.5);
      expect(box.x + box.width, `${text} ends inside the chart`).toBeLessThanOrEqual(
        chartBox.x + chartBox.width + 0.5,
      );
      expect(box.x + box.width, `${text} ends on screen`).toBeLessThanOrEqual(390);
    }
    expect(await pageOverflow(page), 'pixels the page scrolls sideways').toBeLessThanOrEqual(0);
  });
});

test("the risk board's legend lists the thresholds by severity: margin call, then default", async ({
  page,
}) => {
  await page.goto('/loans/risk');
  const legend = page.locator('.recharts-legend-wrapper').first();
  await legend.scrollIntoViewIfNeeded();
  await expect(legend).toBeVisible({ timeout: 30_000 });
  const text = await legend.innerText();
  const marginCall = text.indexOf('Margin-call zone');
  const defaultZone = text.indexOf('Default zone');
  expect(marginCall, `"Margin-call zone" in "${text}"`).toBeGreaterThanOrEqual(0);
  expect(defaultZone, `"Default zone" in "${text}"`).toBeGreaterThan(marginCall);
});

test('/loans holds the place of what loads late: nothing shifts as it loads', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The loans are held back until the placeholders are measured, so the page is seen while
  // they load however fast or slow the machine is.
  let releaseLoans = () => {};
  const loansReleased = new Promise<void>((resolve) => (releaseLoans = resolve));
  await page.route('**/platform/organizations/*/loans**', async (route) => {
    await loansReleased;
    await route.continue();
  });
  await page.goto('/loans');
  // While they load, placeholders hold the table's place down past the bottom of the screen.
  const skeleton = page.getByRole('status', { name: 'Loading loans' });
  await expect(skeleton).toBeVisible();
  const held = await skeleton.boundingBox();
  releaseLoans();
  expect((held?.y ?? 0) + (held?.height ?? 0)).toBeGreaterThan(900);
  await expect(
    page.getByRole('table', { name: 'Loans' }).locator('tbody tr').first(),
  ).toBeVisible();
  // Let the last paint land before reading the shifts.
  await page.waitForTimeout(500);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const { value, hadRecentInput } = entry as PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            };
            if (!hadRecentInput) total += value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
  expect(shift, 'cumulative layout shift while /loans loads').toBeLessThanOrEqual(0.02);
});
