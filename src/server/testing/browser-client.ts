import { Agent } from 'undici';
import type { WireOrder } from '../../shared/contracts/orders';
import { wireOrderSchema, wirePortfoliosResponseSchema } from '../../shared/contracts/wire-schemas';

/**
 * A browser stand-in for server tests: keeps cookies per origin and follows
 * redirects by hand, so a test can walk the whole sign-in as a person would.
 * `from` is the loopback address it connects from (127.0.0.2, say), so a test
 * can play people at different addresses against one server.
 */
export function browserClient(baseUrl: string, options: { from?: string } = {}) {
  const jar = new Map<string, Map<string, string>>();
  const dispatcher =
    options.from === undefined ? undefined : new Agent({ localAddress: options.from });

  function remember(url: URL, response: Response) {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join('='));
    }
    jar.set(url.host, cookies);
  }

  function cookieHeader(url: URL): string {
    return [...(jar.get(url.host) ?? new Map<string, string>()).entries()]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  /** One request, no redirect following; same-origin headers as a browser's own page would send. */
  async function send(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, baseUrl);
    const headers = new Headers(init.headers);
    const cookie = cookieHeader(url);
    if (cookie !== '') headers.set('cookie', cookie);
    if ((init.method ?? 'GET') !== 'GET') headers.set('origin', url.origin);
    const response = await fetch(url, {
      ...init,
      headers,
      redirect: 'manual',
      // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Node's fetch is undici: it takes the package's Agent, though its types are a copy
      ...(dispatcher === undefined ? {} : { dispatcher }),
    });
    remember(url, response);
    return response;
  }

  /**
   * A page whose only script submits its form at once (the provider's end-session step when
   * another person signs in): the POST that script would make, or undefined for any other page.
   */
  async function autoSubmitted(
    response: Response,
  ): Promise<{ url: URL; init: RequestInit } | undefined> {
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.includes('text/html')) return undefined;
    const html = await response.clone().text();
    if (!html.includes('document.forms[0].submit()')) return undefined;
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (action === undefined) return undefined;
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(
        ([, name = '', value = '']) => [name, value],
      ),
    );
    return { url: new URL(action), init: form(fields) };
  }

  /** Follows redirects and self-submitting forms (as a browser would): where it landed. */
  async function follow(path: string, init: RequestInit = {}, limit = 15) {
    let response = await send(path, init);
    let url = new URL(path, baseUrl);
    for (let hop = 0; hop < limit; hop += 1) {
      const location = response.headers.get('location');
      const submitted = await autoSubmitted(response);
      if (response.status >= 300 && response.status < 400 && location !== null) {
        url = new URL(location, url);
        response = await send(url.toString());
      } else if (submitted !== undefined) {
        url = submitted.url;
        response = await send(url.toString(), submitted.init);
      } else {
        break;
      }
    }
    return { response, url };
  }

  /** Starts a sign-in and returns the embedded provider's sign-in page (its URL and HTML). */
  async function openSignInPage(returnTo = '/') {
    const { response, url } = await follow(
      `/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`,
    );
    return { url, html: await response.text(), status: response.status };
  }

  function form(fields: Record<string, string>): RequestInit {
    return {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    };
  }

  /** Signs in through the embedded provider: one click on a demo person, or email and password. */
  async function signIn(
    who: { demo: string } | { email: string; password: string },
    returnTo = '/',
  ) {
    const page = await openSignInPage(returnTo);
    const interaction = page.url.pathname;
    const submitted =
      'demo' in who
        ? await follow(`${interaction}/demo`, form({ accountId: who.demo }))
        : await follow(`${interaction}/login`, form(who));
    return { landed: submitted.url, response: submitted.response };
  }

  /**
   * Signs in at the embedded provider but stops short of coming back: the `/auth/callback`
   * URL the provider sent this browser to, unused (what a login-CSRF attacker hands a victim).
   */
  async function unusedCallback(who: { demo: string }, returnTo = '/') {
    const page = await openSignInPage(returnTo);
    let response = await send(`${page.url.pathname}/demo`, form({ accountId: who.demo }));
    let url = new URL(page.url);
    for (let hop = 0; hop < 15; hop += 1) {
      const location = response.headers.get('location');
      const submitted = await autoSubmitted(response);
      if (location !== null) {
        url = new URL(location, url);
        if (url.pathname === '/auth/callback') return url.toString();
        response = await send(url.toString());
      } else if (submitted !== undefined) {
        response = await send(submitted.url.toString(), submitted.init);
      } else {
        break;
      }
    }
    throw new Error(`The provider never sent ${who.demo} back to /auth/callback`);
  }

  return {
    send,
    follow,
    form,
    openSignInPage,
    signIn,
    unusedCallback,
    cookies: (host: string) => jar.get(host),
  };
}

export type BrowserClient = ReturnType<typeof browserClient>;

/** The id of the portfolio named `name`, as the signed-in person's portfolio list gives it. */
export async function portfolioIdNamed(client: BrowserClient, name: string): Promise<string> {
  const { portfolios } = wirePortfoliosResponseSchema.parse(
    await (await client.send('/platform/portfolios')).json(),
  );
  const found = portfolios.find((entry) => entry.portfolioName === name);
  if (found === undefined) throw new Error(`No portfolio named ${name}`);
  return found.portfolioId;
}

/** A BTC withdrawal with no destination, placed as `client` from the portfolio named `portfolio`. */
export async function placeBtcWithdrawal(
  client: BrowserClient,
  {
    portfolio,
    amount,
    externalOrderId,
  }: { portfolio: string; amount: string; externalOrderId: string },
): Promise<WireOrder> {
  const response = await client.send('/platform/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      orderType: 'withdraw',
      externalOrderId,
      portfolioId: await portfolioIdNamed(client, portfolio),
      baseCurrency: 'BTC',
      amount,
      blockchainTransactionType: 'send',
    }),
  });
  return wireOrderSchema.parse(await response.json());
}
