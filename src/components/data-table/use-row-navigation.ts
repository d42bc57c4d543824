import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

const PAGE_STEP = 10;

/**
 * Roving focus over virtual rows: one row is in the tab order; arrows, Page Up/Down and
 * Home/End move it (scrolling the row into view first, since it may not be rendered yet);
 * Enter opens it.
 */
export function useRowNavigation({
  rowCount,
  scrollToIndex,
  getRowElement,
  onActivate,
}: {
  rowCount: number;
  scrollToIndex: (index: number) => void;
  getRowElement: (index: number) => HTMLElement | null;
  onActivate: (index: number) => void;
}) {
  const [activeIndex, setActiveIndex] = useState(0);
  const focusPending = useRef(false);
  const clampedIndex = Math.min(activeIndex, Math.max(rowCount - 1, 0));

  useEffect(() => {
    if (!focusPending.current) return;
    // The row may need a frame to be rendered after scrolling.
    const frame = requestAnimationFrame(() => {
      const element = getRowElement(clampedIndex);
      if (element) {
        focusPending.current = false;
        element.focus({ preventScroll: true });
      }
    });
    return () => cancelAnimationFrame(frame);
  });

  const moveTo = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(index, rowCount - 1));
      focusPending.current = true;
      scrollToIndex(next);
      setActiveIndex(next);
    },
    [rowCount, scrollToIndex],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.target instanceof HTMLElement && event.target.tagName !== 'TR') return;
      // The focused row, by what it shows: rows recycle their <tr> while scrolling, so after a
      // wheel scroll the focused element may show another row than the one last made active.
      const shownIndex =
        event.target instanceof HTMLElement ? Number(event.target.dataset.rowIndex) : NaN;
      const current = Number.isInteger(shownIndex) ? shownIndex : clampedIndex;
      const moves: Record<string, number> = {
        ArrowDown: current + 1,
        ArrowUp: current - 1,
        PageDown: current + PAGE_STEP,
        PageUp: current - PAGE_STEP,
        Home: 0,
        End: rowCount - 1,
      };
      const target = moves[event.key];
      if (target !== undefined) {
        event.preventDefault();
        moveTo(target);
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onActivate(current);
      }
    },
    [clampedIndex, rowCount, moveTo, onActivate],
  );

  return { activeIndex: clampedIndex, setActiveIndex, onKeyDown };
}
