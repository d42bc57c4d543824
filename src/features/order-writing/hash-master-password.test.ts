import { describe, expect, it } from 'vitest';
import { hashMasterPassword } from './hash-master-password';

describe('hashMasterPassword', () => {
  it('is the lowercase hex SHA-256 the API compares', async () => {
    // sha256("northwind-sandbox-master"), computed independently with sha256sum.
    expect(await hashMasterPassword('northwind-sandbox-master')).toBe(
      '8f503b6f950e187b38f5ee83aa1a06336a3c9666d7237b368a8d6f2a29055c69',
    );
  });

  it('hashes UTF-8 text and never returns the input', async () => {
    const hash = await hashMasterPassword('pässwörd');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('pässwörd');
  });
});
