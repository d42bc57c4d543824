import type { Context } from 'hono';
import { apiErrorResponse } from '../http/api-error-response';

/** Why the sandbox refuses an order operation, as the API reports it. */
export interface Refusal {
  status: 400 | 403 | 404 | 409;
  error: string;
  message: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export const accept = <T>(value: T): Outcome<T> => ({ ok: true, value });

export function refuse(status: Refusal['status'], error: string, message: string): Outcome<never> {
  return { ok: false, refusal: { status, error, message } };
}

export const badRequest = (message: string): Outcome<never> => refuse(400, 'bad-request', message);

export function refusalResponse(c: Context, refusal: Refusal): Response {
  return apiErrorResponse(c, refusal.status, refusal.error, refusal.message);
}
