import { describe, expect, it } from 'vitest';
import { parseStepUpSettings } from './step-up-settings';

describe('STEP_UP', () => {
  it('defaults to passkey, with PUBLIC_URL naming the relying party and its one origin', () => {
    expect(parseStepUpSettings({}, 'https://custody.example.com')).toEqual({
      mode: 'passkey',
      rpId: 'custody.example.com',
      origin: 'https://custody.example.com',
    });
    expect(parseStepUpSettings({ STEP_UP: 'off' }, 'http://localhost:8080')).toEqual({
      mode: 'off',
      rpId: 'localhost',
      origin: 'http://localhost:8080',
    });
  });

  it('refuses a value it does not know', () => {
    expect(() => parseStepUpSettings({ STEP_UP: 'sometimes' }, 'http://localhost:8080')).toThrow(
      /STEP_UP/,
    );
  });

  it('refuses required at an IP address, where no browser registers a passkey', () => {
    for (const url of ['http://127.0.0.1:8080', 'http://[::1]:8080', 'https://10.0.0.5']) {
      expect(() => parseStepUpSettings({ STEP_UP: 'required' }, url)).toThrow(
        /needs PUBLIC_URL with a host name/,
      );
    }
    expect(parseStepUpSettings({ STEP_UP: 'required' }, 'http://localhost:8080').mode).toBe(
      'required',
    );
  });
});
