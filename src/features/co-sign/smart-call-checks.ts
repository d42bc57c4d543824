import { formatUnits } from 'viem';
import { formatDecimal } from '../../lib/format-decimal';
import { addressBody } from '../../shared/address-body';
import type { CryptoAddress } from '../../shared/contracts/crypto-addresses';
import type { Order } from '../../shared/contracts/orders';
import { knownTokenAt } from '../../shared/known-tokens';
import { addressesOf, type SmartCall } from '../../shared/smart-calls';
import {
  findLookAlikes,
  isRecentlyAdded,
  paymentHistory,
  RECENT_ENTRY_DAYS,
  UNUSUAL_SIZE_FACTOR,
} from './safety-checks';

/** One thing a reviewer should know about a decoded call, in words. */
export interface CallFinding {
  tone: 'warning' | 'ok';
  title: string;
  text: string;
  /** Address-book entries the address is easily mistaken for, to compare chunk by chunk. */
  lookAlikes?: CryptoAddress[];
}

const roleWords: Readonly<Record<string, string>> = {
  contract: 'the contract called',
  recipient: 'the recipient',
  spender: 'the spender',
  sender: 'the account tokens are taken from',
};

/** Whom an address stands for in a call, in words: "the recipient", or the ABI's own name. */
function roleInWords(role: string): string {
  return roleWords[role] ?? `the address “${role}”`;
}

/**
 * Who payments go to: the recipient, a spender (an approval lets them take the tokens), and a
 * contract no reviewer knows. Payments never go to a well-known token's contract, nor to the
 * account tokens are taken from, so a "first payment" there would be noise.
 */
function receivesFunds(role: string, address: string): boolean {
  if (role === 'sender') return false;
  return role !== 'contract' || knownTokenAt(address) === undefined;
}

/** The token amount the call moves to `role`, in whole tokens, when the token is known. */
function tokenPayment(call: SmartCall, role: string) {
  if (call.kind !== 'function' || !call.erc20 || role === 'contract' || role === 'sender') {
    return undefined;
  }
  const token = knownTokenAt(call.to);
  const amount = call.args.find((arg) => arg.name === 'amount')?.value;
  if (token === undefined || amount === undefined) return undefined;
  return { amount: formatUnits(BigInt(amount), token.decimals), currency: token.symbol };
}

function historyFindings(
  order: Order,
  /** The call's label and whom the address stands for: "Call 1", "the recipient". */
  label: string,
  role: string,
  address: string,
  payment: { amount: string; currency: string } | undefined,
  history: readonly Order[],
): CallFinding[] {
  // The order's own amount (usually 0) says nothing here: the call's token amount does.
  const asPayment = {
    ...order,
    amount: payment?.amount ?? '0',
    baseCurrency: payment?.currency ?? order.baseCurrency,
  };
  const found = paymentHistory(asPayment, { address }, history);
  if (found.firstPayment) {
    return [
      {
        tone: 'warning',
        title: `${label}: first payment to ${role}`,
        text: `No completed withdrawal has gone to ${address} before.`,
      },
    ];
  }
  if (found.unusualSize && payment !== undefined) {
    const largest = found.largestEarlier ?? '';
    return [
      {
        tone: 'warning',
        title: `${label}: unusual size for ${role}`,
        text: `${formatDecimal(payment.amount) ?? payment.amount} ${payment.currency} is more than ${UNUSUAL_SIZE_FACTOR}× the largest earlier payment to this address (${formatDecimal(largest) ?? largest} ${payment.currency}).`,
      },
    ];
  }
  return [];
}

/**
 * The co-sign safety checks, run on what each call of a multi-smart-call order touches: the
 * contract it calls and every address among its arguments. Each is looked up in the address
 * book, compared with look-alike entries, and (where funds go) checked against earlier
 * payments; a call that cannot be decoded or read is a warning of its own. `historyOf` gives
 * the earlier withdrawals to an address, or undefined while they are not known.
 */
export function smartCallFindings(input: {
  order: Order;
  calls: readonly SmartCall[];
  addressBook: readonly CryptoAddress[];
  historyOf: (address: string) => readonly Order[] | undefined;
  now: number;
}): CallFinding[] {
  const { order, calls, addressBook, now } = input;
  return calls.flatMap((call, index) => {
    const label = `Call ${index + 1}`;
    if (call.kind === 'unreadable') {
      return [
        {
          tone: 'warning' as const,
          title: `${label} could not be read`,
          text: `${call.explanation} Check it with whoever built the transaction before approving.`,
        },
      ];
    }
    const undecoded: CallFinding[] =
      call.kind === 'unknown-function'
        ? [
            {
              tone: 'warning',
              title: `${label} could not be decoded`,
              text: `This call could not be decoded: function ${call.selector}; check it before approving.`,
            },
          ]
        : [];
    const perAddress = addressesOf(call).flatMap(({ role, address }): CallFinding[] => {
      const who = `${roleInWords(role)} of ${label.toLowerCase()}`;
      const entry = addressBook.find((item) => addressBody(item.address) === addressBody(address));
      const token = role === 'contract' ? knownTokenAt(address) : undefined;
      const lookAlikes = findLookAlikes(address, addressBook);
      const findings: CallFinding[] = [];
      if (entry === undefined && token === undefined) {
        findings.push({
          tone: 'warning',
          title: `${label}: ${roleInWords(role)} is not in the address book`,
          text: `${address} is neither an address-book entry nor a well-known token. Confirm it with its owner through a known channel.`,
        });
      }
      if (lookAlikes.length > 0) {
        findings.push({
          tone: 'warning',
          title: `${label}: look-alike address`,
          text: `${address}, ${who}, starts and ends like ${lookAlikes.map((item) => `“${item.name}”`).join(', ')} but is a different address. Compare every chunk before approving:`,
          lookAlikes,
        });
      }
      if (entry !== undefined && isRecentlyAdded(entry, now)) {
        findings.push({
          tone: 'warning',
          title: `${label}: recently added address-book entry`,
          text: `“${entry.name}”, ${who}, may have been added less than ${RECENT_ENTRY_DAYS} days ago. Confirm the address with its owner through a known channel.`,
        });
      }
      const history = receivesFunds(role, address) ? input.historyOf(address) : undefined;
      if (history !== undefined) {
        findings.push(
          ...historyFindings(
            order,
            label,
            roleInWords(role),
            address,
            tokenPayment(call, role),
            history,
          ),
        );
      }
      if (findings.length === 0 && entry !== undefined) {
        findings.push({
          tone: 'ok',
          title: `${label}: ${roleInWords(role)} is “${entry.name}”`,
          text: `${address} is in the address book${history === undefined ? '' : ', and has been paid before'}.`,
        });
      }
      return findings;
    });
    return [...undecoded, ...perAddress];
  });
}

/** The addresses whose earlier payments the checks need, each once. */
export function addressesNeedingHistory(calls: readonly SmartCall[]): string[] {
  const all = calls.flatMap((call) =>
    addressesOf(call).filter(({ role, address }) => receivesFunds(role, address)),
  );
  return [...new Set(all.map(({ address }) => address))];
}
