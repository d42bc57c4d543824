/** The address without a hex prefix, lower-cased, so "0xAbC…" and "0xabc…" compare equal. */
export function addressBody(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('0x') ? trimmed.slice(2) : trimmed;
}
