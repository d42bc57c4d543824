/**
 * SHA-256 of the master password as lowercase hex, computed in the browser so only the hash
 * ever leaves the page. The plain text is passed straight through and not kept anywhere.
 */
export async function hashMasterPassword(plainText: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(plainText));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
