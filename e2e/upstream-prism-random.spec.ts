import { expect } from '@playwright/test';
import { upstreamSuite } from './upstream/upstream-suite';

// Prism's random values: no page is blanked. Lists show rows, and the values that cannot be
// read (random text where an amount or a time belongs) are marked, never a page-wide error.
upstreamSuite('random', (verdicts) => {
  for (const verdict of verdicts) {
    expect(verdict.verdict, `${verdict.path}: ${verdict.detail}`).not.toBe('error');
  }
  const marked = verdicts.filter((verdict) => verdict.verdict === 'renders with marks');
  expect(marked.length, 'pages showing values marked unreadable').toBeGreaterThan(0);
});
