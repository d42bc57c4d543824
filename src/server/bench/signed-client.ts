import { signedHeaders, type Credentials } from '../platform/signing';

/** A demo person's sandbox key (README): scripts sign each request with it, as the provider expects. */
export const treasuryKey: Credentials = {
  apiKey: 'sbx-treasury-7f3a91c2',
  apiSecret: 'sbx-secret-treasury-4d8e2b6a9c1f7035',
};

/** One request to `baseUrl`, signed with `credentials` like a script calling the provider. */
export async function signedFetch(
  baseUrl: string,
  path: string,
  options: { method?: string; body?: string; contentType?: string; credentials?: Credentials } = {},
): Promise<Response> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const body = options.body ?? '';
  const headers = new Headers(
    signedHeaders(options.credentials ?? treasuryKey, { method, path, body }),
  );
  if (options.body !== undefined)
    headers.set('content-type', options.contentType ?? 'application/json');
  return fetch(new URL(path, baseUrl), {
    method,
    headers,
    ...(options.body === undefined ? {} : { body }),
  });
}
