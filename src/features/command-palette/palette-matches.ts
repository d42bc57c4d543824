import { isUnreadable, readableText, type Readable } from '../../shared/contracts/readable';
import { formatDecimal } from '../../lib/format-decimal';
import type { Settlement } from '../../shared/contracts/clearloop';
import type { Loan } from '../../shared/contracts/loans';

/** One place the palette can take a person. */
export interface PaletteDestination {
  id: string;
  label: string;
  description?: string;
  /** Words it is also found by (where it sits, what it is for). */
  keywords?: readonly string[];
}

export interface PalettePage<To = string> extends PaletteDestination {
  to: To;
}

/** The most of each kind the palette lists at once. */
const PER_GROUP = 5;

function matches(query: string, ...texts: (string | undefined)[]): boolean {
  return texts.some((text) => text !== undefined && text.toLowerCase().includes(query));
}

function normalize(query: string): string {
  return query.trim().toLowerCase().replace(/…$/, '');
}

/** Pages whose name or keywords contain the query; every page when it is empty. */
export function matchPages<P extends PalettePage<unknown>>(
  query: string,
  pages: readonly P[],
): P[] {
  const text = normalize(query);
  if (text === '') return [...pages];
  return pages.filter((page) =>
    matches(text, page.label, page.description, ...(page.keywords ?? [])),
  );
}

/** Settlements by their id (or its start), exchange name, exchange id or exchange settlement id. */
export function matchSettlements(query: string, settlements: readonly Settlement[]): Settlement[] {
  const text = normalize(query);
  if (text.length < 3) return [];
  return settlements
    .filter(
      (settlement) =>
        settlement.settlementId.toLowerCase().startsWith(text) ||
        matches(text, settlement.exchange, settlement.exchangeId) ||
        (settlement.settlementDetails ?? []).some((detail) =>
          matches(text, detail.exchangeSettlementId),
        ),
    )
    .slice(0, PER_GROUP);
}

/** Loans by their id (or its start), external id, or the name of a party to them. */
export function matchLoans(query: string, loans: readonly Loan[]): Loan[] {
  const text = normalize(query);
  if (text.length < 3) return [];
  return loans
    .filter(
      (loan) =>
        loan.loanId.toLowerCase().startsWith(text) ||
        matches(text, loan.externalId) ||
        (loan.embedded?.counterparties ?? []).some((party) =>
          matches(text, party.counterpartyName),
        ),
    )
    .slice(0, PER_GROUP);
}

/** "1,250.5 BTC": an amount as the palette describes it. */
export function amountText(amount: Readable<string>, currency: Readable<string>): string {
  const value = isUnreadable(amount)
    ? readableText(amount, 'amount')
    : (formatDecimal(amount) ?? amount);
  return `${value} ${readableText(currency, 'currency')}`;
}
