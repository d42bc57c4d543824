import { Alert, Stack, Text } from '@mantine/core';
import { describeError } from '../lib/describe-error';
import { countOf, type LeftOut, type Noun } from '../lib/left-out';
import { LeftOutNote } from './left-out-note';

/** How a CSV export ended, as its button reports it. */
export type ExportEnd =
  | { kind: 'done'; rows: number; filename: string; leftOut?: LeftOut | undefined }
  | { kind: 'cancelled'; rows: number }
  | { kind: 'failed'; error: unknown };

/** A file name that sorts by when it was made: `orders-20261127T231500Z.csv`. */
export function csvExportFilename(prefix: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${prefix}-${stamp}.csv`;
}

/** What became of the last export: the file, or why nothing was saved. */
export function ExportOutcome({
  state,
  noun,
}: {
  state: ExportEnd | { kind: 'idle' } | { kind: 'running' };
  noun: Noun;
}) {
  if (state.kind === 'done') {
    return (
      <Stack gap={0} role="status">
        <Text size="sm">
          Exported {countOf(state.rows, noun)} to {state.filename}
        </Text>
        {state.leftOut ? <LeftOutNote leftOut={state.leftOut} noun={noun} /> : null}
      </Stack>
    );
  }
  if (state.kind === 'cancelled') {
    return (
      <Text size="sm" role="status">
        Export cancelled after {countOf(state.rows, noun)}; no file was saved.
      </Text>
    );
  }
  if (state.kind === 'failed') {
    const { title, detail } = describeError(state.error);
    return (
      <Alert color="red" variant="light" role="alert" title={`Export failed: ${title}`} py={6}>
        {detail} No file was saved.
      </Alert>
    );
  }
  return null;
}
