import { openActivityExport } from '../../../lib/activity-api';
import type { ActivityQuery } from '../../../shared/audit';

export interface StreamProgress {
  rows: number;
  /** How many entries matched when the export began. */
  total: number;
}

const CR = 13;
const LF = 10;

/** Line ends in a chunk; a CRLF split across chunks is counted once, in the chunk with its LF. */
function countLineEnds(chunk: Uint8Array, previousByte: number | undefined): number {
  let count = 0;
  for (let index = 0; index < chunk.length; index += 1) {
    const before = index === 0 ? previousByte : chunk[index - 1];
    if (chunk[index] === LF && before === CR) count += 1;
  }
  return count;
}

/**
 * The server's CSV of every matching entry, read as it streams so progress shows, and kept
 * as a file only once it is complete. Cancelling stops the server reading the log too.
 */
export async function exportDashboardActivity(
  query: ActivityQuery,
  options: { signal: AbortSignal; onProgress?: (progress: StreamProgress) => void },
): Promise<{ file: Blob; rows: number }> {
  const { total, body } = await openActivityExport(query, options.signal);
  const reader = body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lineEnds = 0;
  let lastByte: number | undefined;
  options.onProgress?.({ rows: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    lineEnds += countLineEnds(value, lastByte);
    lastByte = value.at(-1);
    // The first line is the header.
    options.onProgress?.({ rows: Math.min(Math.max(lineEnds - 1, 0), total), total });
  }
  const rows = Math.max(lineEnds - 1, 0);
  return { file: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), rows };
}
