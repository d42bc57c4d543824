import { expect } from '@playwright/test';
import { upstreamSuite } from './upstream/upstream-suite';

// Realistic values: every page renders its rows, with nothing to mark.
upstreamSuite('realistic', (verdict) => {
  expect(verdict.verdict, `${verdict.path}: ${verdict.detail}`).toBe('renders');
});
