import { describe, expect, it } from 'vitest';
import { isGroup, isShownTo, navigation, palettePages } from './nav-items';

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

  it('shows the administration console to administrators only', () => {
    const admin = linked.find((item) => item.to === '/admin');
    expect(admin).toBeDefined();
    if (admin === undefined) return;
    expect(isShownTo(admin, ['admin', 'viewer'])).toBe(true);
    expect(isShownTo(admin, ['viewer', 'treasury', 'approver'])).toBe(false);
    expect(palettePages.find((page) => page.to === '/admin')?.requires).toBe('admin');
    expect(linked.filter((item) => !isShownTo(item, ['viewer'])).map((item) => item.to)).toEqual([
      '/admin',
    ]);
  });
});
