import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-cipher';

const key = randomBytes(32);

describe('sealed API secrets', () => {
  it('open to the same secret, and never hold it in plain text', () => {
    const sealed = sealSecret(key, 'sbx-secret-treasury-4d8e2b6a9c1f7035', 'olivia|sbx-treasury');
    expect(sealed.toString('latin1')).not.toContain('sbx-secret');
    expect(openSecret(key, sealed, 'olivia|sbx-treasury')).toBe(
      'sbx-secret-treasury-4d8e2b6a9c1f7035',
    );
    // A fresh IV each time: the same secret never seals to the same bytes.
    expect(sealSecret(key, 'same', 'c').equals(sealSecret(key, 'same', 'c'))).toBe(false);
  });

  it('refuse a tampered ciphertext, another key and another owner', () => {
    const sealed = sealSecret(key, 'top secret', 'olivia|key-1');
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] = (tampered.at(-1) ?? 0) ^ 1;
    expect(() => openSecret(key, tampered, 'olivia|key-1')).toThrow();
    expect(() => openSecret(randomBytes(32), sealed, 'olivia|key-1')).toThrow();
    expect(() => openSecret(key, sealed, 'marcus|key-1')).toThrow();
    expect(() => openSecret(key, sealed.subarray(0, 20), 'olivia|key-1')).toThrow(/truncated/);
  });
});
