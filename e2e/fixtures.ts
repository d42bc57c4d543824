import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a console error or a failed request, so a broken
 * call cannot hide behind a page that still renders.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? 'failed';
        // Navigating away aborts in-flight prefetches; that is not a failure.
        if (failure !== 'net::ERR_ABORTED')
          problems.push(`request failed: ${request.url()} (${failure})`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      await use(problems);
      expect(problems, 'console errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
