import { z } from 'zod';
import { encodeComponent } from '../../sandbox/fuzz/request-arbitraries';

/** The dashboard's own surfaces, each answered by a different part of the server. */
export const surfaces = ['/platform', '/api', '/auth', '/idp', '/webhooks'] as const;
export type Surface = (typeof surfaces)[number];

/** Who sends a request: a signed-in demo person, or nobody. */
export type Sender = 'treasury' | 'approver' | 'admin' | 'nobody';

/** One request carrying one hostile value somewhere. */
export interface HostileRequest {
  surface: Surface;
  /** Where the value went, e.g. `POST /platform/orders body.amount`. */
  slot: string;
  as: Sender;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Ids of the seeded store, so hostile values land beside valid ones and reach deep. */
export interface KnownIds {
  portfolioId: string;
  addressId: string;
  orderId: string;
  organizationId: string;
  /** A sign-in interaction of the embedded provider that is still open. */
  interactionUid: string;
  /** The secret webhooks are signed with, so a hostile webhook passes its signature check. */
  webhookSecret: string;
}

/** Values that have broken servers: text a database cannot hold, numbers past a column, JSON too deep. */
export const hostileValues: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\uD83D',
  'x\uDE00',
  'a\r\nb',
  'a\nSet-Cookie: x=1',
  '/orders\u0000',
  '/\r\n/evil.example',
  '2200000000',
  '9223372036854775808',
  '99999999999999999999999',
  '-1',
  '1e308',
  'NaN',
  '%',
  '%E4%00',
  "' OR 1=1 --",
  'Ω 😀',
  'x'.repeat(5000),
];

/** Bodies no parser should fall over: nested far past any real request, or not JSON at all. */
export const hostileBodies: readonly string[] = [
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  `${'['.repeat(65)}${']'.repeat(65)}`,
  '{"amount": "1\\u0000"}',
  '{"\\u0000": 1}',
  '{"a": "\\ud800"}',
  'not json at all',
];

export const json = (value: unknown) => JSON.stringify(value);
export const form = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
    .join('&');
export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/** A hostile value as a JSON number when it reads as one, else as text. */
export function numberOrText(value: string): unknown {
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : value;
}

export function shapeKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}
