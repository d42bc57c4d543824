import { Button, Group, Loader, Menu, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  csvExportFilename,
  ExportOutcome,
  type ExportEnd,
} from '../../../components/export-outcome';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { saveToDisk } from '../../../components/file-download';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import { useUserNames } from '../../reference-data/api/user-names';
import { csvWriter, type ExportKind } from '../api/export-order-files';
import { exportAllOrders, type ExportProgress } from '../api/export-orders';

const orderNoun = { one: 'order', many: 'orders' };

type ExportState = { kind: 'idle' } | { kind: 'running'; progress: ExportProgress } | ExportEnd;

function exportFilename(now: Date, kind: ExportKind): string {
  return csvExportFilename(kind === 'api' ? 'orders-api-fields' : 'orders', now);
}

function saveFile(parts: BlobPart[], filename: string): void {
  saveToDisk({ blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), filename });
}

/**
 * Exports every order matching the filters (all pages, not just the one shown) as CSV: for
 * people to read, or with the API's own fields.
 */
export function ExportOrdersButton({ query }: { query: ListOrdersQuery }) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const client = useQueryClient();
  const people = useUserNames();

  async function start(kind: ExportKind) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    let rows = 0;
    setState({ kind: 'running', progress: { pages: 0, rows: 0, retrying: false } });
    try {
      const writer = await csvWriter(kind, client, people);
      // Each page becomes CSV as it arrives and leaves the JS heap as a Blob; the byte-order
      // mark lets spreadsheet apps read the file as UTF-8.
      const pages: Promise<Blob>[] = [];
      const { rows: exported, leftOut } = await exportAllOrders(query, {
        signal: abort.signal,
        onPage: (orders) => pages.push(writer.page(orders).then((text) => new Blob([text]))),
        onProgress: (progress) => {
          rows = progress.rows;
          setState({ kind: 'running', progress });
        },
      });
      const filename = exportFilename(new Date(), kind);
      saveFile([new Blob(['\uFEFF', writer.header]), ...(await Promise.all(pages))], filename);
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
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
            >
              Export CSV
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void start('readable')}>
              For people: names, words and approval codes
            </Menu.Item>
            <Menu.Item onClick={() => void start('api')}>
              API fields: ids and values as the API sends them
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <ExportOutcome state={state} noun={orderNoun} />
    </Group>
  );
}
