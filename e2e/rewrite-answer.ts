import type { Page } from '@playwright/test';

/**
 * Answers every request matching `url` with the real server's answer, its JSON body replaced by
 * what `edit` returns. The page may drop a request while it is in flight (a refetch supersedes
 * it, or the view unmounts); Playwright then disposes the fetched answer and there is nothing
 * left to rewrite or to answer, so such a request is let go rather than failing the test.
 */
export async function rewriteJsonAnswer<T>(
  page: Page,
  url: string,
  read: (body: unknown) => T,
  edit: (body: T) => unknown,
): Promise<void> {
  await page.route(url, async (route) => {
    let response;
    let body: unknown;
    try {
      response = await route.fetch();
      body = await response.json();
    } catch (error) {
      if (isDropped(error)) return;
      throw error;
    }
    await route.fulfill({ response, json: edit(read(body)) }).catch((error: unknown) => {
      if (!isDropped(error)) throw error;
    });
  });
}

function isDropped(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /disposed|Target (page, context or browser )?(has been )?closed|Request context disposed|Route is already handled|aborted/i.test(
    message,
  );
}
