import Papa from 'papaparse';
import { actionLabel, outcomeLabel, type ActivityEntry } from '../../shared/audit';
import { neutraliseFormula } from '../../shared/csv-cells';

const iso = (epochMs: string | null) =>
  epochMs === null ? '' : new Date(Number(epochMs)).toISOString();

/** The export's columns, in the words an auditor reads, and how each is read from an entry. */
const columns: [string, (entry: ActivityEntry) => string][] = [
  ['Time (UTC)', (e) => iso(e.at)],
  ['Person', (e) => e.person?.name ?? ''],
  ['Email', (e) => e.person?.email ?? ''],
  ['Roles', (e) => e.person?.roles.join(' ') ?? ''],
  ['Action', (e) => actionLabel(e.action)],
  ['Outcome', (e) => outcomeLabel(e.outcome)],
  ['Order ID', (e) => e.orderId ?? ''],
  ['External order ID', (e) => e.externalOrderId ?? ''],
  ['Portfolio ID', (e) => e.portfolioId ?? ''],
  ['Currency', (e) => e.currency ?? ''],
  ['Amount', (e) => e.amount ?? ''],
  ['Destination', (e) => e.destination ?? ''],
  ['HTTP status', (e) => (e.statusCode === null ? '' : String(e.statusCode))],
  ['Error code', (e) => e.errorCode ?? ''],
  ['Detail', (e) => e.detail ?? ''],
  ['Outcome recorded (UTC)', (e) => iso(e.completedAt)],
  ['Request ID', (e) => e.requestId ?? ''],
  ['IP address', (e) => e.ip ?? ''],
  ['User agent', (e) => e.userAgent ?? ''],
  ['Record ID', (e) => e.id],
];

/** The header line, with the byte-order mark that lets spreadsheet apps read UTF-8. */
export function activityCsvHeader(): string {
  return `\uFEFF${Papa.unparse([columns.map(([name]) => name)])}\r\n`;
}

/** CSV lines for entries. Every cell is untrusted text, so every cell is neutralised. */
export function activityCsvRows(entries: readonly ActivityEntry[]): string {
  if (entries.length === 0) return '';
  const rows = entries.map((entry) => columns.map(([, read]) => neutraliseFormula(read(entry))));
  return `${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;
}
