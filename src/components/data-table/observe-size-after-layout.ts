import type { Rect, Virtualizer } from '@tanstack/react-virtual';

/**
 * The scroll area's size, reported by a ResizeObserver only. TanStack Virtual's own observer
 * also reads `clientHeight` as the table mounts, which makes the browser lay out the whole page
 * in the middle of React's commit, before the rows are even in, and then again after: a long
 * task on the first load of every page with a table. A ResizeObserver reports after the
 * browser's own layout and before the frame is painted, so the exact size still decides the
 * rows of the first frame; until it does, the table assumes `initialSize()`.
 */
export function observeSizeAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  onSize: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const observer = new ResizeObserver(([entry]) => {
    if (!entry) return;
    // The content box is what `clientWidth` and `clientHeight` give: the area has no padding.
    const { width, height } = entry.contentRect;
    onSize({ width: Math.round(width), height: Math.round(height) });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/**
 * The size assumed before the first report: the screen's height, which (unlike the window's
 * or the element's) is read without a layout. The area is never taller, so the rows drawn
 * cover the view; the few extra ones go once the observer reports.
 */
export function initialSize(): Rect {
  return { width: 0, height: window.screen.height };
}
