import { useEffect, useRef } from 'react';

export interface ReviewKeyHandlers {
  next: () => void;
  previous: () => void;
  approve: () => void;
  open: () => void;
  help: () => void;
}

/** Keys of the review mode, as listed in the help overlay. */
export const reviewKeys: readonly { key: string; action: string }[] = [
  { key: 'j', action: 'Next order in the queue' },
  { key: 'k', action: 'Previous order in the queue' },
  { key: 'a', action: 'Approve the selected order (the confirm step still opens)' },
  { key: 'o', action: 'Open the selected order’s detail page' },
  { key: '?', action: 'Show or hide this list of keys' },
];

/** Typing into a field (or a dialog being open) must never trigger a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Single-key shortcuts for reviewing the queue. Ignored while typing, with a modifier held,
 * or while `enabled` is false (a dialog is open).
 */
export function useReviewKeys(handlers: ReviewKeyHandlers, enabled: boolean): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      const actions: Record<string, (() => void) | undefined> = {
        j: latest.current.next,
        k: latest.current.previous,
        a: latest.current.approve,
        o: latest.current.open,
        '?': latest.current.help,
      };
      const action = actions[event.key];
      if (action === undefined) return;
      event.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
