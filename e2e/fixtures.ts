import { test as base, expect } from '@playwright/test';
import { signIn, type Person } from './people';

export interface ProblemOptions {
  /**
   * HTTP statuses a test provokes on purpose (e.g. a 409 refusal). Responses
   * with these statuses, and the browser's console line about them, are not
   * counted as problems.
   */
  allowedHttpStatuses: number[];
  /** Console errors a test provokes on purpose, e.g. the message of an API error it injects. */
  allowedConsoleErrors: RegExp[];
  /** Network errors a test provokes on purpose, e.g. `net::ERR_INTERNET_DISCONNECTED` offline. */
  allowedRequestFailures: string[];
}

/**
 * Every journey fails on a console error or a failed request, so a broken
 * call cannot hide behind a page that still renders.
 */
export interface SignInOptions {
  /** Who the page is signed in as before the test starts; null leaves it signed out. */
  person: Person | null;
}

export const test = base.extend<
  ProblemOptions & SignInOptions & { pageProblems: string[]; signedIn: undefined }
>({
  allowedHttpStatuses: [[], { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  allowedRequestFailures: [[], { option: true }],
  person: ['olivia-grant', { option: true }],
  // The test's own API context is signed in as the same person as the page.
  request: async ({ request, person }, use) => {
    if (person !== null) await signIn(request, person);
    await use(request);
  },
  signedIn: [
    async ({ page, person }, use) => {
      if (person !== null) await signIn(page.request, person);
      await use(undefined);
    },
    { auto: true },
  ],
  pageProblems: [
    async ({ page, allowedHttpStatuses, allowedConsoleErrors, allowedRequestFailures }, use) => {
      const problems: string[] = [];
      const allowedLoadErrors = allowedHttpStatuses.map(
        (status) => `the server responded with a status of ${status}`,
      );
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedLoadErrors.some((allowed) => text.includes(allowed))) return;
        if (allowedConsoleErrors.some((allowed) => allowed.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        const failure = request.failure()?.errorText ?? 'failed';
        // Navigating away aborts in-flight prefetches; that is not a failure.
        if (failure !== 'net::ERR_ABORTED' && !allowedRequestFailures.includes(failure)) {
          problems.push(`request failed: ${request.url()} (${failure})`);
        }
      });
      page.on('response', (response) => {
        const status = response.status();
        if (status >= 400 && !allowedHttpStatuses.includes(status)) {
          problems.push(`HTTP ${status}: ${response.url()}`);
        }
      });
      await use(problems);
      expect(problems, 'console errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
