import { sha256Hex } from '../../lib/sha256-hex';

/**
 * SHA-256 of the master password as lowercase hex, computed in the browser so only the hash
 * ever leaves the page. The plain text is passed straight through and not kept anywhere.
 */
export function hashMasterPassword(plainText: string): Promise<string> {
  return sha256Hex(plainText);
}
