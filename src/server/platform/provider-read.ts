import type { z } from 'zod';
import { errorBodySchema } from '../../shared/api-error';
import type { Endpoint } from '../../shared/endpoint';
import { signedRequest, type PlatformTarget } from './forward-request';
import type { Credentials } from './signing';

/** Why a read the server makes for itself (checking a key, listing members) gave nothing. */
export interface ReadFailure {
  ok: false;
  status: 400 | 502;
  error: 'invalid-api-key' | 'upstream-not-found' | 'upstream-unavailable' | 'upstream-malformed';
  message: string;
}

export type ProviderRead<T> = { ok: true; data: T } | ReadFailure;

async function saidBy(response: Response): Promise<string> {
  const body = errorBodySchema.safeParse(await response.json().catch(() => null));
  return body.success ? body.data.message : `it answered ${response.status}`;
}

/**
 * One signed GET the server makes on its own account (not relayed for a browser), with its
 * failure in words that match what happened: a refused key, nothing at the base URL (404), an
 * API failing, or an answer that is not the provider's.
 */
export async function providerRead<S extends z.ZodType>(
  target: PlatformTarget,
  credentials: Credentials,
  read: { endpoint: Endpoint; path: string; schema: S },
): Promise<ProviderRead<z.output<S>>> {
  const where = `${target.baseUrl.replace(/\/+$/, '')}${read.path}`;
  let response: Response;
  try {
    response = await signedRequest(target, credentials, {
      method: 'GET',
      path: read.path,
      endpoint: read.endpoint,
    });
  } catch {
    return {
      ok: false,
      status: 502,
      error: 'upstream-unavailable',
      message: `The API could not be reached at ${target.baseUrl}. Try again.`,
    };
  }
  if (response.status === 401 || response.status === 403) {
    return {
      ok: false,
      status: 400,
      error: 'invalid-api-key',
      message: `The API refused this key and secret: ${await saidBy(response)}`,
    };
  }
  if (response.status === 404) {
    return {
      ok: false,
      status: 502,
      error: 'upstream-not-found',
      message: `Nothing answered at ${where} (404), so the key could not be checked. Check the API base URL (COPPER_API_BASE_URL, now ${target.baseUrl}): it should be the provider's API origin, such as https://api.copper.co.`,
    };
  }
  if (!response.ok) {
    return {
      ok: false,
      status: 502,
      error: 'upstream-unavailable',
      message: `The API could not answer (${response.status}): ${await saidBy(response)}. Try again.`,
    };
  }
  const parsed = read.schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    return {
      ok: false,
      status: 502,
      error: 'upstream-malformed',
      message: `${where} answered in a form that is not the provider's API. Check the API base URL (COPPER_API_BASE_URL, now ${target.baseUrl}).`,
    };
  }
  return { ok: true, data: parsed.data };
}
