import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { invalidateOrderChange } from '../../lib/order-invalidation';
import type { BulkOrderItem } from '../../shared/contracts/create-order';
import { sendInBulk, type BulkProgress, type RowOutcome } from './api/send-bulk';
import type { BulkColumn, BulkRow } from './bulk-columns';
import { newRow } from './bulk-csv';
import { checkBulkRows, type BulkContext } from './bulk-row-rules';

/** The batch being built and sent: rows, their checks, their outcomes and the send progress. */
export function useBulkBatch(ctx: BulkContext) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<BulkRow[]>([]);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<string, RowOutcome>>(new Map());
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  // Set synchronously so a double click cannot start a second send.
  const sendingRef = useRef(false);
  const [sending, setSending] = useState(false);
  const checks = useMemo(() => checkBulkRows(rows, ctx), [rows, ctx]);

  const isLocked = useCallback(
    (key: string) => {
      const kind = outcomes.get(key)?.kind;
      return kind === 'created' || kind === 'sending';
    },
    [outcomes],
  );
  const sendable = rows.filter((row) => checks.get(row.key)?.ok === true && !isLocked(row.key));
  const failed = sendable.filter((row) => outcomes.get(row.key)?.kind === 'failed');

  const editCell = useCallback((key: string, column: BulkColumn, value: string) => {
    setRows((current) =>
      current.map((row) =>
        row.key === key ? { ...row, cells: { ...row.cells, [column]: value } } : row,
      ),
    );
  }, []);
  const removeRow = useCallback((key: string) => {
    setRows((current) => current.filter((row) => row.key !== key));
  }, []);
  const addRows = useCallback(
    (added: BulkRow[]) => setRows((current) => [...current, ...added]),
    [],
  );
  const addEmptyRow = useCallback(() => addRows([newRow()]), [addRows]);

  async function send(selected: readonly BulkRow[]) {
    if (sendingRef.current || selected.length === 0) return;
    sendingRef.current = true;
    setSending(true);
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
    try {
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
    } finally {
      sendingRef.current = false;
      setSending(false);
      await invalidateOrderChange(queryClient);
    }
  }

  return {
    rows,
    checks,
    outcomes,
    progress,
    sending,
    sendable,
    failed,
    isLocked,
    editCell,
    removeRow,
    addRows,
    addEmptyRow,
    send,
    /** Rows whose order does not exist yet: leaving would lose them. */
    hasUnsent: rows.some((row) => outcomes.get(row.key)?.kind !== 'created'),
  };
}
