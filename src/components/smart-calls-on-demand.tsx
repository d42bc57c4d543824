import { Text } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { SmartCallsSummaryProps } from './smart-calls-summary';

/*
 * Decoding a multi-smart-call order's calls takes viem's transaction and ABI decoders, a fifth
 * of a list page's own code, yet most orders have no calls. So the decoder loads the first time
 * a view shows an order that has some, and each view says the calls are being read meanwhile.
 */

const LoadedSummary = lazy(async () => ({
  default: (await import('./smart-calls-summary')).SmartCallsSummary,
}));
const LoadedList = lazy(async () => ({
  default: (await import('./smart-calls-list')).SmartCallsList,
}));

const READING = 'Reading the calls…';

/** The calls summed up in a line (see SmartCallsSummary), once the decoder has loaded. */
export function SmartCallsSummaryOnDemand(props: SmartCallsSummaryProps) {
  return (
    <Suspense fallback={props.children(READING)}>
      <LoadedSummary {...props} />
    </Suspense>
  );
}

/** Each call decoded in full (see SmartCallsList), once the decoder has loaded. */
export function SmartCallsListOnDemand(props: ComponentProps<typeof LoadedList>) {
  return (
    <Suspense
      fallback={
        <Text size="sm" c="dimmed">
          {READING}
        </Text>
      }
    >
      <LoadedList {...props} />
    </Suspense>
  );
}
