import { approvalCodeFromDigest } from '../../shared/approval-code';

/** The approval code of an order's `approvalCodeInput` text, hashed with WebCrypto. */
export async function approvalCodeOfInput(input: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(input));
  return approvalCodeFromDigest(new Uint8Array(digest));
}
