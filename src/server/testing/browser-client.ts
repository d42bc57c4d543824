/**
 * A browser stand-in for server tests: keeps cookies per origin and follows
 * redirects by hand, so a test can walk the whole sign-in as a person would.
 */
export function browserClient(baseUrl: string) {
  const jar = new Map<string, Map<string, string>>();

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
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    remember(url, response);
    return response;
  }

  /** Follows redirects (as a browser would) and returns the last response and where it landed. */
  async function follow(path: string, init: RequestInit = {}, limit = 15) {
    let response = await send(path, init);
    let url = new URL(path, baseUrl);
    for (let hop = 0; hop < limit && response.status >= 300 && response.status < 400; hop += 1) {
      const location = response.headers.get('location');
      if (location === null) break;
      url = new URL(location, url);
      response = await send(url.toString());
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

  return { send, follow, form, openSignInPage, signIn, cookies: (host: string) => jar.get(host) };
}

export type BrowserClient = ReturnType<typeof browserClient>;
