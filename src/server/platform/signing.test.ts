import { describe, expect, it } from 'vitest';
import { computeSignature, signedHeaders } from './signing';

describe('computeSignature', () => {
  it('matches a fixed HMAC-SHA256 test vector', () => {
    // Computed independently: printf '%s' '1700000000000GET/platform/orders?orderTypes=withdraw' | openssl dgst -sha256 -hmac 'test-secret'
    expect(
      computeSignature({
        secret: 'test-secret',
        timestamp: '1700000000000',
        method: 'GET',
        path: '/platform/orders?orderTypes=withdraw',
        body: '',
      }),
    ).toBe(VECTOR);
  });

  it('covers the body, so a changed body changes the signature', () => {
    const base = { secret: 's', timestamp: '1', method: 'POST', path: '/platform/orders' };
    expect(computeSignature({ ...base, body: '{"amount":"1"}' })).not.toBe(
      computeSignature({ ...base, body: '{"amount":"2"}' }),
    );
  });
});

describe('signedHeaders', () => {
  it('sends the key, the timestamp and the signature of that timestamp', () => {
    const headers = signedHeaders(
      { apiKey: 'key-1', apiSecret: 'test-secret' },
      { method: 'get', path: '/platform/orders?orderTypes=withdraw', body: '' },
      1_700_000_000_000,
    );
    expect(headers).toEqual({
      Authorization: 'ApiKey key-1',
      'X-Timestamp': '1700000000000',
      'X-Signature': VECTOR,
    });
  });
});

const VECTOR = '858d1cd4c1d65768d6fd28e915a6bd505374fbe3c21bbf40b8765e8b26a9467e';
