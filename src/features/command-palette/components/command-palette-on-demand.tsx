import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import type { PalettePages } from './command-palette';

const CommandPalette = lazy(async () => ({
  default: (await import('./command-palette')).CommandPalette,
}));

/** The palette's shortcuts, as the palette itself answers them once loaded. */
const SHORTCUTS = ['mod+K', '/'];

/**
 * The command palette loads when a person first asks for it (Ctrl+K, ⌘K or `/`), not with
 * every page: the search, its dialog and its queries are a tenth of the first screen's code,
 * and most visits never open it. Once loaded it stays, answering its shortcuts itself.
 */
export function CommandPaletteOnDemand({ pages }: { pages: PalettePages }) {
  const [wanted, setWanted] = useState(false);
  useHotkeys(wanted ? [] : SHORTCUTS.map((shortcut) => [shortcut, () => setWanted(true)]));
  return wanted ? (
    <Suspense fallback={null}>
      <CommandPalette pages={pages} openOnMount />
    </Suspense>
  ) : null;
}
