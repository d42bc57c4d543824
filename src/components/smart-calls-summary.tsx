import type { ReactNode } from 'react';
import type { AbiLookup } from '../shared/abi-lookup';
import { decodeSmartCall } from '../shared/smart-calls';
import { smartCallInWords, type AddressNamer } from './smart-call-words';

/** What a multi-smart-call order moves, for a queue row: its first call, and how many more. */
export function smartCallsSummary(
  payloads: readonly string[],
  nameOf: AddressNamer,
  native: string,
  abis: AbiLookup = () => [],
): string {
  const [first, ...rest] = payloads;
  if (first === undefined) return 'No calls';
  const line = smartCallInWords(decodeSmartCall(first, abis), nameOf, native);
  return rest.length === 0
    ? line
    : `${line}, and ${rest.length} more call${rest.length === 1 ? '' : 's'}`;
}

export interface SmartCallsSummaryProps {
  payloads: readonly string[];
  nameOf: AddressNamer;
  /** The order's currency: what a call's native value is counted in. */
  currency: string;
  abis: AbiLookup;
  /** Renders the summary line, so each view keeps its own element and style. */
  children: (summary: string) => ReactNode;
}

/** A multi-smart-call order's calls summed up in a line, rendered by the caller. */
export function SmartCallsSummary({
  payloads,
  nameOf,
  currency,
  abis,
  children,
}: SmartCallsSummaryProps) {
  return children(smartCallsSummary(payloads, nameOf, currency, abis));
}
