import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { saveToDisk } from '../../../components/file-download';
import {
  csvExportFilename,
  ExportOutcome,
  type ExportEnd,
} from '../../../components/export-outcome';
import type { LeftOut } from '../../../lib/left-out';

/** How far an export has come; `total` when it is known up front. */
export interface ExportCount {
  rows: number;
  total?: number | undefined;
  retrying?: boolean | undefined;
}

export type RunExport = (
  signal: AbortSignal,
  onProgress: (count: ExportCount) => void,
) => Promise<{ file: Blob; rows: number; leftOut?: LeftOut | undefined }>;

type ExportState = { kind: 'idle' } | { kind: 'running'; count: ExportCount } | ExportEnd;

const entries = { one: 'entry', many: 'entries' };

const count = (value: number) => value.toLocaleString();

/**
 * Exports every entry matching the filters (not just the rows loaded on screen) as CSV, with
 * progress and a way to cancel. Nothing is saved unless the whole export arrived.
 */
export function ExportActivityButton({
  run,
  filenamePrefix,
}: {
  run: RunExport;
  filenamePrefix: string;
}) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  async function start() {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    let rows = 0;
    setState({ kind: 'running', count: { rows: 0 } });
    try {
      const result = await run(abort.signal, (progress) => {
        rows = progress.rows;
        setState({ kind: 'running', count: progress });
      });
      const filename = csvExportFilename(filenamePrefix, new Date());
      saveToDisk({ blob: result.file, filename });
      setState({ kind: 'done', rows: result.rows, filename, leftOut: result.leftOut });
    } catch (error) {
      setState(abort.signal.aborted ? { kind: 'cancelled', rows } : { kind: 'failed', error });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  if (state.kind === 'running') {
    const { rows, total, retrying } = state.count;
    return (
      <Stack gap={4} miw={260}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm" role="status" aria-live="polite">
            {retrying
              ? `Rate limited or unavailable: retrying after ${count(rows)} entries…`
              : total === undefined
                ? `Exporting… ${count(rows)} entries`
                : `Exporting… ${count(rows)} of ${count(total)} entries`}
          </Text>
          <Button size="xs" variant="default" onClick={() => controller.current?.abort()}>
            Cancel export
          </Button>
        </Group>
        {total === undefined ? null : (
          <Progress
            value={total === 0 ? 100 : (rows / total) * 100}
            aria-label="Export progress"
            size="sm"
          />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={4} align="flex-end">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        onClick={() => void start()}
      >
        Export CSV
      </Button>
      <ExportOutcome state={state} noun={entries} />
    </Stack>
  );
}
