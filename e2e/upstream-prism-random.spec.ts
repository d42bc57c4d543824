import { expect } from '@playwright/test';
import { upstreamSuite } from './upstream/upstream-suite';

// Prism's random values: no page is blanked; rows render, unreadable values marked.
upstreamSuite('random', (verdict) => {
  expect(verdict.verdict, `${verdict.path}: ${verdict.detail}`).not.toBe('error');
});
