import type { WireWallet } from '../../shared/contracts/wallets';
import type { StoredFile } from '../db/files-repository';
import type { LoanRecord } from '../db/loans-repository';
import type { WireSettlement } from '../../shared/contracts/clearloop';
import { DAY_MS, HOUR_MS, type SeedContext } from './seed-context';
import type { SeededPortfolio } from './seed-portfolios';

export interface FileSources {
  wallets: readonly WireWallet[];
  portfolios: readonly SeededPortfolio[];
  settlements: readonly WireSettlement[];
  loans: readonly LoanRecord[];
}

const encoder = new TextEncoder();

/** Small real files built from the seeded data, so downloads open in their usual apps. */
export function seedFiles(context: SeedContext, sources: FileSources): StoredFile[] {
  const random = context.random('files');
  const month = new Date(context.anchorMs - 15 * DAY_MS).toISOString().slice(0, 7);
  const file = (
    filename: string,
    contentType: string,
    content: Uint8Array,
    ageMs: number,
  ): StoredFile => ({
    fileId: random.uuid(),
    filename,
    contentType,
    content,
    createdAt: String(context.anchorMs - ageMs),
  });
  return [
    file(
      `northwind-balance-statement-${month}.csv`,
      'text/csv',
      encoder.encode(balanceCsv(sources)),
      2 * DAY_MS,
    ),
    file(
      'clearloop-settlement-report.pdf',
      'application/pdf',
      settlementPdf(sources.settlements),
      6 * HOUR_MS,
    ),
    file('loan-book.json', 'application/json', encoder.encode(loanBookJson(sources.loans)), DAY_MS),
    file(
      'travel-rule-review.txt',
      'text/plain; charset=utf-8',
      encoder.encode(travelRuleText()),
      3 * DAY_MS,
    ),
  ];
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function balanceCsv({ wallets, portfolios }: FileSources): string {
  const names = new Map(
    portfolios.map((entry) => [entry.portfolio.portfolioId, entry.portfolio.portfolioName]),
  );
  const rows = wallets.map((wallet) =>
    [
      names.get(wallet.portfolioId) ?? wallet.portfolioId,
      wallet.portfolioType ?? '',
      wallet.currency,
      wallet.mainCurrency,
      wallet.balance,
      wallet.reserve ?? '0',
      wallet.available,
    ]
      .map(csvField)
      .join(','),
  );
  return `${['portfolio', 'portfolioType', 'currency', 'mainCurrency', 'balance', 'reserve', 'available'].join(',')}\n${rows.join('\n')}\n`;
}

function loanBookJson(loans: readonly LoanRecord[]): string {
  const book = loans.map(({ loan }) => ({
    loanId: loan.loanId,
    loanType: loan.loanType,
    status: loan.status,
    amount: loan.amount,
    currency: loan.currency,
    debtRatio: loan.debtRatio ?? null,
  }));
  return `${JSON.stringify({ loans: book }, null, 2)}\n`;
}

function travelRuleText(): string {
  return [
    'Northwind Capital - Travel Rule review',
    '',
    'Address-book entries are checked before any withdrawal.',
    'Entries pending or failed the check cannot receive funds until resolved.',
    'Look-alike warning: "Meridian Markets ETH (updated)" shares its first and last characters',
    'with "Meridian Markets ETH". Confirm the full address with the counterparty.',
    '',
  ].join('\n');
}

/**
 * A minimal but valid one-page PDF (Helvetica text). Offsets in the xref
 * table are computed, so viewers open it without repair.
 */
function settlementPdf(settlements: readonly WireSettlement[]): Uint8Array {
  const latest = [...settlements]
    .sort((a, b) => Number(b.cycleStartTimestamp) - Number(a.cycleStartTimestamp))
    .slice(0, 12);
  const lines = [
    'ClearLoop settlement report - Northwind Capital',
    '',
    ...latest.map(
      (entry) =>
        `${new Date(Number(entry.cycleStartTimestamp)).toISOString().slice(0, 16)}  ${entry.exchange.padEnd(10)} ${entry.settlementStatus}`,
    ),
  ];
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 ${index === 0 ? 14 : 10} Tf 50 ${780 - index * 18} Td (${line.replace(/[\\()]/g, (char) => `\\${char}`)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${encoder.encode(text).length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(encoder.encode(body).length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = encoder.encode(body).length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return encoder.encode(body);
}
