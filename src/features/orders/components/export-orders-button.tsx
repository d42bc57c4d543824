import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { LeftOutNote } from '../../../components/left-out-note';
import type { LeftOut } from '../../../lib/left-out';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { saveToDisk } from '../../../components/file-download';
import { describeError } from '../../../lib/describe-error';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import { exportAllOrders, type ExportProgress } from '../api/export-orders';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: ExportProgress }
  | { kind: 'done'; rows: number; filename: string; leftOut: LeftOut }
  | { kind: 'cancelled'; rows: number }
  | { kind: 'failed'; error: unknown };

function exportFilename(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `orders-${stamp}.csv`;
}

function saveFile(parts: Blob[], filename: string): void {
  saveToDisk({ blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), filename });
}

/** Exports every order matching the filters (all pages, not just the one shown) as CSV. */
export function ExportOrdersButton({ query }: { query: ListOrdersQuery }) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  async function start() {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    let rows = 0;
    setState({ kind: 'running', progress: { pages: 0, rows: 0, retrying: false } });
    try {
      // The CSV writer loads only when someone exports; most visits to the list never do.
      const { ordersCsvHeader, ordersCsvRows } = await import('../api/orders-csv');
      // Each page becomes CSV at once and leaves the JS heap as a Blob; the byte-order mark
      // lets spreadsheet apps read the file as UTF-8.
      const parts: Blob[] = [new Blob(['\uFEFF', ordersCsvHeader()])];
      const { rows: exported, leftOut } = await exportAllOrders(query, {
        signal: abort.signal,
        onPage: (orders) => parts.push(new Blob([ordersCsvRows(orders)])),
        onProgress: (progress) => {
          rows = progress.rows;
          setState({ kind: 'running', progress });
        },
      });
      const filename = exportFilename(new Date());
      saveFile(parts, filename);
      setState({ kind: 'done', rows: exported, filename, leftOut });
    } catch (error) {
      setState(abort.signal.aborted ? { kind: 'cancelled', rows } : { kind: 'failed', error });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  }

  const running = state.kind === 'running';
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      {running ? (
        <>
          <Group gap={6} role="status" aria-live="polite" wrap="nowrap">
            <Loader size={14} aria-hidden />
            <Text size="sm">
              {state.progress.retrying
                ? `Rate limited or unavailable: retrying after ${state.progress.rows.toLocaleString()} orders…`
                : `Exporting… ${state.progress.rows.toLocaleString()} orders (${state.progress.pages} pages)`}
            </Text>
          </Group>
          <Button size="xs" variant="default" onClick={() => controller.current?.abort()}>
            Cancel export
          </Button>
        </>
      ) : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void start()}
        >
          Export CSV
        </Button>
      )}
      <ExportOutcome state={state} />
    </Group>
  );
}

function ExportOutcome({ state }: { state: ExportState }) {
  if (state.kind === 'done') {
    return (
      <Stack gap={0} role="status">
        <Text size="sm">
          Exported {state.rows.toLocaleString()} orders to {state.filename}
        </Text>
        <LeftOutNote leftOut={state.leftOut} noun={{ one: 'order', many: 'orders' }} />
      </Stack>
    );
  }
  if (state.kind === 'cancelled') {
    return (
      <Text size="sm" role="status">
        Export cancelled after {state.rows.toLocaleString()} orders; no file was saved.
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
