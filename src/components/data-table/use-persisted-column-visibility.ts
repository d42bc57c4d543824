import { useLocalStorage } from '@mantine/hooks';
import type { VisibilityState } from '@tanstack/react-table';
import { z } from 'zod';

const storedVisibilitySchema = z.record(z.string(), z.boolean());

/**
 * Column visibility remembered in localStorage under `storageKey`. What is stored is
 * untrusted (another version of the app, a hand edit): it is parsed, and anything
 * unreadable falls back to the defaults.
 */
export function usePersistedColumnVisibility(
  storageKey: string,
  defaults: VisibilityState,
): [VisibilityState, (next: VisibilityState) => void] {
  const [stored, setStored] = useLocalStorage<VisibilityState>({
    key: storageKey,
    defaultValue: defaults,
    getInitialValueInEffect: false,
    serialize: (value) => JSON.stringify(value),
    deserialize: (text) => {
      if (text === undefined) return defaults;
      try {
        const parsed = storedVisibilitySchema.safeParse(JSON.parse(text));
        return parsed.success ? { ...defaults, ...parsed.data } : defaults;
      } catch {
        return defaults;
      }
    },
  });
  return [stored, setStored];
}
