import { describe, expect, it } from 'vitest';
import { providerSignature, sameSignature } from './provider-signature';

describe('the provider-side signature', () => {
  it('matches a fixed HMAC-SHA256 test vector', () => {
    // Computed independently: printf '%s' '1700000000000GET/platform/orders?orderTypes=withdraw' | openssl dgst -sha256 -hmac 'test-secret'
    expect(
      providerSignature('test-secret', {
        timestamp: '1700000000000',
        method: 'get',
        path: '/platform/orders?orderTypes=withdraw',
        body: '',
      }),
    ).toBe('858d1cd4c1d65768d6fd28e915a6bd505374fbe3c21bbf40b8765e8b26a9467e');
  });

  it('accepts only an identical signature', () => {
    expect(sameSignature('abc', 'abc')).toBe(true);
    expect(sameSignature('abc', 'abd')).toBe(false);
    expect(sameSignature('abc', 'abcd')).toBe(false);
  });
});
