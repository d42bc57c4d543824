import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'custody-ops:draft:';

/**
 * A wizard's input, kept in this tab's session storage while it is typed, so a reload or a
 * sign-in in the middle of the work (a session that ran out) loses nothing. Session storage
 * dies with the tab. Only fields the blank form has, of the same kind, come back.
 */
export function readDraft<V extends FieldValues>(key: string, empty: V): V {
  let saved: unknown;
  try {
    saved = JSON.parse(window.sessionStorage.getItem(PREFIX + key) ?? 'null');
  } catch {
    return empty;
  }
  if (typeof saved !== 'object' || saved === null) return empty;
  const restored: V = { ...empty };
  for (const field of Object.keys(saved)) {
    const value: unknown = Reflect.get(saved, field);
    const blank: unknown = empty[field];
    if (
      field in empty &&
      typeof value === typeof blank &&
      Array.isArray(value) === Array.isArray(blank)
    ) {
      // Only a field of the blank form, holding a value of the same kind, is taken back.
      Object.assign(restored, { [field]: value });
    }
  }
  return restored;
}

export function writeDraft(key: string, values: unknown): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the draft is a convenience, the form still works.
  }
}

/** The form's starting values: the tab's draft of this wizard, or the blank form. */
export function useDraftValues<V extends FieldValues>(key: string, empty: V): V {
  const [initial] = useState(() => readDraft(key, empty));
  return initial;
}

/** Keeps the draft in step with every change to the form. */
export function usePersistDraft<V extends FieldValues>(form: UseFormReturn<V>, key: string): void {
  useEffect(() => {
    const subscription = form.watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [form, key]);
}
