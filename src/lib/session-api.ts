import { queryOptions } from '@tanstack/react-query';
import { ApiError, errorBodySchema } from '../shared/api-error';
import {
  actingAsResponseSchema,
  sessionSchema,
  type PublicIdentity,
  type Session,
} from '../shared/session';
import { sessionKey } from './query-keys';

async function readJson(response: Response): Promise<unknown> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorBodySchema.safeParse(body);
    throw new ApiError(
      response.status,
      error.success ? error.data.error : `http-${response.status}`,
      error.success ? error.data.message : `The server answered ${response.status}.`,
    );
  }
  return body;
}

export async function fetchSession(): Promise<Session> {
  return sessionSchema.parse(await readJson(await fetch('/api/session')));
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKey,
  queryFn: fetchSession,
  staleTime: Infinity,
});

export async function switchIdentity(identityId: string): Promise<PublicIdentity> {
  const response = await fetch('/api/session/acting-as', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identityId }),
  });
  return actingAsResponseSchema.parse(await readJson(response)).actingAs;
}
