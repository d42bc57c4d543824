import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '../../../shared/session';
import { browserClient, type BrowserClient } from '../../testing/browser-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
/** The server's clock: it stands still unless a test moves it, so waits end when a test says. */
let clockMs = Date.now();

beforeAll(async () => {
  server = await startTestServer({}, { now: () => clockMs });
});
afterAll(async () => {
  await server.close();
});

/** Each test plays its people from loopback addresses of its own, as from different places. */
let nextAddress = 10;
function fromNewAddress(): BrowserClient {
  nextAddress += 1;
  return browserClient(server.baseUrl, { from: `127.0.0.${nextAddress}` });
}

interface Answer {
  status: number;
  alert: string;
  ms: number;
}

/** One password try on the provider's page, as a person types it: the status and what it says. */
async function tryPassword(browser: BrowserClient, email: string, password: string) {
  const started = performance.now();
  const { response } = await browser.signIn({ email, password });
  const ms = performance.now() - started;
  const html = await response.text();
  const alert = /<p class="error" role="alert">([^<]*)<\/p>/.exec(html)?.[1] ?? '';
  return { status: response.status, alert, ms } satisfies Answer;
}

async function signedInAs(browser: BrowserClient): Promise<string | undefined> {
  const response = await browser.send('/api/session');
  if (response.status === 401) return undefined;
  return sessionSchema.parse(await response.json()).person.name;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

describe('failed passwords slow the guesser, and never lock the person out', () => {
  // Before: the tenth wrong password locked Henrik for 15 minutes; his right password and the
  // one-click demo sign-in were refused with "locked until HH:MM UTC".
  it('after 12 anonymous wrong passwords, the person signs in from another address, and by one click', async () => {
    const attacker = fromNewAddress();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await tryPassword(
        attacker,
        'henrik.larsen@northwind.example',
        `no-${attempt}`,
      );
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.alert).not.toMatch(/locked/i);
    }
    const henrik = fromNewAddress();
    const right = await henrik.signIn({
      email: 'henrik.larsen@northwind.example',
      password: 'henrik-sandbox',
    });
    expect(right.landed.pathname).toBe('/');
    expect(await signedInAs(henrik)).toBe('Henrik Larsen');

    const oneClick = fromNewAddress();
    expect((await oneClick.signIn({ demo: 'henrik-larsen' })).landed.pathname).toBe('/');
    expect(await signedInAs(oneClick)).toBe('Henrik Larsen');
  });

  it('the guesser’s own address must wait, growing, and even the right password waits there', async () => {
    const attacker = fromNewAddress();
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      answers.push(await tryPassword(attacker, 'amara.okafor@northwind.example', `no-${attempt}`));
    }
    expect(answers.slice(0, 5).map((answer) => answer.alert)).toEqual(
      Array(5).fill('Wrong email or password.'),
    );
    expect(answers[5]?.alert).toBe(
      'Wrong email or password. Too many wrong passwords from this address: wait 1 second before the next try.',
    );
    expect(answers[6]?.status).toBe(429);
    expect(answers[6]?.alert).toBe(
      'Too many wrong passwords from this address. Try again in 1 second.',
    );
    const right = await tryPassword(attacker, 'amara.okafor@northwind.example', 'amara-sandbox');
    expect(right.status).toBe(429);
    const { rows } = await server.store.query(
      `SELECT error_code, detail FROM audit_log WHERE action = 'sign-in.password'
       ORDER BY seq DESC LIMIT 1`,
    );
    expect(rows).toEqual([
      {
        error_code: 'throttled',
        detail:
          'Sign-in as amara.okafor@northwind.example: Too many wrong passwords from this address. Try again in 1 second.',
      },
    ]);
    // Once it is over, the next failure waits twice as long (growth to 15 minutes: the store test).
    clockMs += 1_000;
    expect((await tryPassword(attacker, 'amara.okafor@northwind.example', 'no-7')).alert).toBe(
      'Wrong email or password. Too many wrong passwords from this address: wait 2 seconds before the next try.',
    );
    // Once the wait is over, the right password from there signs her in.
    clockMs += 2_000;
    const { landed } = await attacker.signIn({
      email: 'amara.okafor@northwind.example',
      password: 'amara-sandbox',
    });
    expect(landed.pathname).toBe('/');
    expect(await signedInAs(attacker)).toBe('Amara Okafor');
  });

  it('an account guessed from many addresses holds each answer a little, and still lets its person in', async () => {
    for (let attacker = 0; attacker < 11; attacker += 1) {
      const answer = await tryPassword(fromNewAddress(), 'priya.natarajan@northwind.example', 'no');
      expect(answer.alert).toBe('Wrong email or password.');
    }
    const priya = fromNewAddress();
    const started = performance.now();
    const { landed } = await priya.signIn({
      email: 'priya.natarajan@northwind.example',
      password: 'priya-sandbox',
    });
    // The twelfth try at her account is held a second (the eleventh half a second), not refused.
    expect(performance.now() - started).toBeGreaterThan(950);
    expect(landed.pathname).toBe('/');
    expect(await signedInAs(priya)).toBe('Priya Natarajan');
  });

  // Before: the tenth wrong password for a real account said "locked until", for an unknown
  // one "Wrong email or password.", so the page told who has an account.
  it('an unknown email gets the same answers, at the same pace, as a real account', async () => {
    const real = fromNewAddress();
    const unknown = fromNewAddress();
    const pairs: [Answer, Answer][] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      // Side by side, so both meet the same load on a busy machine.
      const known = await tryPassword(real, 'marcus.chen@northwind.example', `no-${attempt}`);
      const nobody = await tryPassword(unknown, 'nobody@northwind.example', `no-${attempt}`);
      pairs.push([known, nobody]);
    }
    const words = (answer: Answer) => ({
      status: answer.status,
      alert: answer.alert.replace(/\d+/g, '#'),
    });
    expect(pairs.map(([known]) => words(known))).toEqual(pairs.map(([, nobody]) => words(nobody)));
    // Same pace: the password checks cost the same (scrypt for an unknown email too), and a
    // try that must wait is refused as fast for both.
    for (const stage of [pairs.slice(0, 5), pairs.slice(9)]) {
      const known = median(stage.map(([answer]) => answer.ms));
      const nobody = median(stage.map(([, answer]) => answer.ms));
      expect(
        Math.abs(known - nobody),
        `known ${known.toFixed(0)} ms, unknown ${nobody.toFixed(0)} ms`,
      ).toBeLessThan(Math.max(40, 0.5 * Math.max(known, nobody)));
    }
  });
});
