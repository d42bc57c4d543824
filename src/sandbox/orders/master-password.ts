import { timingSafeEqual } from 'node:crypto';

/** Compares a submitted SHA-256 hex with the stored one in constant time. */
export function sha256Matches(submitted: string, stored: string | undefined): boolean {
  if (stored === undefined) return false;
  const a = Buffer.from(submitted.toLowerCase(), 'utf8');
  const b = Buffer.from(stored.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
