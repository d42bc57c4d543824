import { describe, expect, it } from 'vitest';
import { chooseSigner } from './choose-signer';
import type { Actor } from './proxy-ports';

const own = { apiKey: 'own-key', apiSecret: 'own-secret' };
const service = { apiKey: 'service-key', apiSecret: 'service-secret' };

function call(isRead: boolean) {
  return { isRead };
}

function actor(credentials: Actor['credentials'], signedByScript = false): Actor {
  return {
    subject: 's',
    email: 'e',
    name: 'Olivia',
    roles: ['treasury'],
    credentials,
    signedByScript,
  };
}

describe('whose key signs a request', () => {
  it('signs with the person’s own key when they have one, reads and writes alike', () => {
    for (const isRead of [true, false]) {
      expect(chooseSigner(call(isRead), actor(own), service)).toEqual({
        ok: true,
        signer: { kind: 'own-key', credentials: own },
      });
    }
  });

  it('falls back to the service key for reads only', () => {
    expect(chooseSigner(call(true), actor(undefined), service)).toEqual({
      ok: true,
      signer: { kind: 'service-key', credentials: service },
    });
    const write = chooseSigner(call(false), actor(undefined), service);
    expect(write).toMatchObject({ ok: false, refusal: { status: 403, error: 'no-api-key' } });
  });

  it('refuses a read without any key, saying what to do', () => {
    const chosen = chooseSigner(call(true), actor(undefined), undefined);
    expect(chosen.ok ? '' : chosen.refusal.message).toContain('Add your API key under Settings');
  });

  it('passes a script’s own signature through untouched', () => {
    expect(chooseSigner(call(false), actor(undefined, true), service)).toEqual({
      ok: true,
      signer: { kind: 'script' },
    });
  });
});
