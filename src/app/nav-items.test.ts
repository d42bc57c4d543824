import { describe, expect, it } from 'vitest';
import { isGroup, navigation, palettePages } from './nav-items';

describe('the page list', () => {
  const linked = navigation.flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));

  it('offers every page of the navigation in the command palette, once, in its order', () => {
    const offered = palettePages.map((page) => page.to);
    expect(offered.slice(0, linked.length)).toEqual(linked.map((item) => item.to));
    expect(new Set(offered).size).toBe(offered.length);
  });

  it('names grouped pages in the palette by what they are, not only by their place', () => {
    const withdrawal = palettePages.find((page) => page.to === '/new/withdrawal');
    expect(withdrawal?.label).toBe('New withdrawal');
    expect(palettePages.find((page) => page.to === '/settings')?.keywords).toContain('api key');
  });
});
