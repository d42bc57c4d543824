import '@mantine/core/styles.css';
import 'mantine-datatable/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../../../src/app/theme';
import { organizationsQueryOptions } from '../../../src/features/reference-data/api/reference-queries';
import { compareDecimalStrings } from '../../../src/components/data-table/decimal-sorting';
import { formatDecimal } from '../../../src/lib/format-decimal';
import { agGridAdapter } from './ag-grid';
import type { GridAdapter } from './grid-adapter';
import { filterPlan } from './filter-plan';
import { paintedWhen, scrollFrames } from './paint';
import { mantineDatatableAdapter, mantineDatatableAllRowsAdapter } from './mantine-datatable-grid';
import { amountOf, benchOrders } from './order-rows';
import { oursAdapter } from './ours-grid';

const adapters: Record<string, GridAdapter> = {
  ours: oursAdapter,
  'ag-grid': agGridAdapter,
  'mantine-datatable': mantineDatatableAdapter,
  'mantine-datatable-all': mantineDatatableAllRowsAdapter,
};

const params = new URLSearchParams(window.location.search);
const adapter = adapters[params.get('grid') ?? ''];
if (!adapter) throw new Error(`?grid= must be one of ${Object.keys(adapters).join(', ')}`);
const { Grid } = adapter;
// The data is in hand before anything is timed.
const orders = benchOrders(Number(params.get('rows') ?? 1000));

let showGrid = () => {};
let harnessReady = false;

function Harness() {
  const [shown, setShown] = useState(false);
  const [filterText, setFilterText] = useState('');
  useEffect(() => {
    showGrid = () => setShown(true);
    harnessReady = true;
  }, []);
  return (
    <div style={{ padding: 16 }}>
      <input
        aria-label="Quick filter"
        value={filterText}
        onChange={(event) => setFilterText(event.target.value)}
      />
      {shown ? <Grid orders={orders} filterText={filterText} /> : null}
    </div>
  );
}

/** Types into the quick filter as a keystroke does: a native input event, which React sees. */
function typeFilter(text: string): void {
  const input = document.querySelector('input[aria-label="Quick filter"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no quick filter');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const shows = (count: number, firstId: string) => () =>
  adapter.shownCount() === count && (count === 0 || adapter.firstRow()?.orderId === firstId);

/** What the bench drives; each timing is from the action to the frame that shows its result. */
const gridBench = {
  get ready() {
    return harnessReady;
  },
  async mount(): Promise<number> {
    const start = performance.now();
    showGrid();
    return (await paintedWhen(() => adapter.firstRow() !== null)) - start;
  },
  /** Times the keystrokes that change the first row; leaves the filter empty again. */
  async filterKeystrokes(): Promise<number[]> {
    const times: number[] = [];
    for (const key of filterPlan(orders)) {
      const start = performance.now();
      typeFilter(key.text);
      const painted = await paintedWhen(shows(key.count, key.firstId));
      if (key.timed) times.push(painted - start);
    }
    typeFilter('');
    await paintedWhen(shows(orders.length, orders[0]?.orderId ?? ''));
    return times;
  },
  async sort(): Promise<number> {
    const smallest = orders.reduce((min, order) =>
      compareDecimalStrings(amountOf(order), amountOf(min)) < 0 ? order : min,
    );
    const expected = formatDecimal(amountOf(smallest));
    const start = performance.now();
    adapter.sortByAmount();
    return (await paintedWhen(() => adapter.firstRow()?.amount === expected)) - start;
  },
  scroll(steps: number): Promise<number[]> {
    const scroller = adapter.scroller();
    if (!scroller) throw new Error('no scroll area');
    return scrollFrames(scroller, steps);
  },
};
Reflect.set(window, 'gridBench', gridBench);

const router = createRouter({
  routeTree: createRootRoute({ component: Harness }),
  history: createMemoryHistory(),
});
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
// The orders table asks for people's names; the harness has no API, so it answers from a
// cache that names nobody (as the page shows rows while names load) and never fetches.
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
queryClient.setQueryData(organizationsQueryOptions.queryKey, {
  organizations: [],
  unreadableItems: [],
});
createRoot(container).render(
  <QueryClientProvider client={queryClient}>
    <MantineProvider theme={theme} forceColorScheme="light">
      <RouterProvider router={router} />
    </MantineProvider>
  </QueryClientProvider>,
);
