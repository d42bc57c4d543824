import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BulkOrderItem } from '../../shared/contracts/create-order';
import { useOrderSubmission } from '../order-writing/api/use-order-submission';
import { sendInBulk, type BulkProgress, type RowOutcome } from './api/send-bulk';
import type { BulkCells, BulkColumn, BulkRow } from './bulk-columns';
import { newRow } from './bulk-csv';
import { readBulkDraft, writeBulkDraft } from './bulk-draft';
import { checkBulkRows, type BulkContext } from './bulk-row-rules';

/**
 * What a row sends, without its id: the content its `externalOrderId` belongs to (see the
 * rule in `use-order-submission.ts`). The row's own key is part of it, so two rows with the
 * same cells are two orders.
 */
function rowContent(key: string, cells: BulkCells): string {
  return JSON.stringify([key, { ...cells, externalOrderId: '' }]);
}

/** The batch being built and sent: rows, their checks, their outcomes and the send progress. */
export function useBulkBatch(ctx: BulkContext) {
  // Rows typed before a reload or a sign-in come back, each with the id it had.
  const [rows, setRows] = useState<BulkRow[]>(readBulkDraft);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, RowOutcome>>(new Map());
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const submission = useOrderSubmission(sendRows);
  const { idFor } = submission;
  const checks = useMemo(() => checkBulkRows(rows, ctx), [rows, ctx]);
  const [restored] = useState(rows);
  useEffect(() => {
    for (const row of restored) idFor(rowContent(row.key, row.cells), row.cells.externalOrderId);
  }, [restored, idFor]);
  // A created order's row leaves the draft: after a reload it must not come back as ready.
  useEffect(
    () => writeBulkDraft(rows.filter((row) => outcomes.get(row.key)?.kind !== 'created')),
    [rows, outcomes],
  );

  const isLocked = useCallback(
    (key: string) => {
      const kind = outcomes.get(key)?.kind;
      return kind === 'created' || kind === 'sending';
    },
    [outcomes],
  );
  const sendable = rows.filter((row) => checks.get(row.key)?.ok === true && !isLocked(row.key));
  const failed = sendable.filter((row) => outcomes.get(row.key)?.kind === 'failed');

  // An edited row is a new order: its id follows its content.
  const editCell = useCallback(
    (key: string, column: BulkColumn, value: string) => {
      setRows((current) =>
        current.map((row) => {
          if (row.key !== key) return row;
          const cells = { ...row.cells, [column]: value };
          return { ...row, cells: { ...cells, externalOrderId: idFor(rowContent(key, cells)) } };
        }),
      );
    },
    [idFor],
  );
  const removeRow = useCallback((key: string) => {
    setRows((current) => current.filter((row) => row.key !== key));
  }, []);
  const addRows = useCallback(
    (added: BulkRow[]) => {
      // A row starts with the id it came with (the CSV's, or one made on import), so undoing
      // an edit brings that id back.
      for (const row of added) idFor(rowContent(row.key, row.cells), row.cells.externalOrderId);
      setRows((current) => [...current, ...added]);
    },
    [idFor],
  );
  const addEmptyRow = useCallback(() => addRows([newRow()]), [addRows]);

  async function sendRows(selected: readonly BulkRow[]) {
    const keyById = new Map<string, string>();
    const items: BulkOrderItem[] = [];
    for (const row of selected) {
      const check = checks.get(row.key);
      if (!check?.ok) continue;
      keyById.set(check.item.externalOrderId, row.key);
      items.push(check.item);
    }
    setOutcomes((current) => {
      const next = new Map(current);
      for (const key of keyById.values()) next.set(key, { kind: 'sending' });
      return next;
    });
    setProgress({ callsDone: 0, callsTotal: Math.ceil(items.length / 49) });
    await sendInBulk(items, (reported, callProgress) => {
      setOutcomes((current) => {
        const next = new Map(current);
        for (const [id, outcome] of reported) {
          const key = keyById.get(id);
          if (key) next.set(key, outcome);
        }
        return next;
      });
      setProgress(callProgress);
    });
  }

  return {
    rows,
    checks,
    outcomes,
    progress,
    sending: submission.mutation.isPending,
    sendable,
    failed,
    isLocked,
    editCell,
    removeRow,
    addRows,
    addEmptyRow,
    /** Sends the rows, unless a send is already under way: a double click sends once. */
    send: (selected: readonly BulkRow[]) => {
      if (selected.length > 0) submission.submit(selected);
    },
    /** Rows whose order does not exist yet: leaving would lose them. */
    hasUnsent: rows.some((row) => outcomes.get(row.key)?.kind !== 'created'),
  };
}
