import { chromium } from '@playwright/test';
import { z } from 'zod';
import { signIn } from '../../people';

/** A page of the dashboard and the reads its first screen makes, as the real app makes them. */
export interface PagePattern {
  name: string;
  path: string;
  /** `/platform/...` GETs, path and query, in the order the page sent them. */
  reads: string[];
}

const ordersSchema = z.object({ orders: z.array(z.object({ orderId: z.string() })) });

/** Waits until the page has sent nothing new for `quietMs`. */
async function settled(sent: () => number, quietMs = 2_500, capMs = 20_000): Promise<void> {
  const started = Date.now();
  let seen = sent();
  let since = Date.now();
  while (Date.now() - since < quietMs && Date.now() - started < capMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (sent() !== seen) {
      seen = sent();
      since = Date.now();
    }
  }
}

/**
 * Opens each page a risk analyst follows in headless Chromium, signed in as one, and records
 * the API reads the real app sends for it: the orders list, three orders, the co-sign queue,
 * the risk board and Today. The simulated people then send exactly these.
 */
export async function recordPagePatterns(baseUrl: string): Promise<PagePattern[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    await signIn(page.request, 'henrik-larsen');
    const { orders } = ordersSchema.parse(
      await (await page.request.get('/platform/orders?orderTypes=withdraw&limit=3')).json(),
    );
    const pages = [
      { name: 'orders list', path: '/orders' },
      ...orders.map((order, index) => ({
        name: `order detail ${index + 1}`,
        path: `/orders/${order.orderId}`,
      })),
      { name: 'co-sign queue', path: '/co-sign' },
      { name: 'risk board', path: '/loans/risk' },
      { name: 'Today', path: '/' },
    ];
    const patterns: PagePattern[] = [];
    for (const { name, path } of pages) {
      const reads: string[] = [];
      const listen = (request: { url(): string; method(): string }) => {
        const url = new URL(request.url());
        if (request.method() === 'GET' && url.pathname.startsWith('/platform/')) {
          reads.push(url.pathname + url.search);
        }
      };
      // A fresh tab per page, as a person opening it cold: nothing comes from an earlier page.
      const tab = await context.newPage();
      tab.on('request', listen);
      await tab.goto(path);
      await settled(() => reads.length);
      await tab.close();
      patterns.push({ name, path, reads: [...new Set(reads)] });
    }
    return patterns;
  } finally {
    await browser.close();
  }
}
