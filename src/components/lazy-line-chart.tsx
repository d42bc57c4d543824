import type { LineChartProps } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

const LineChart = lazy(async () => ({ default: (await import('@mantine/charts')).LineChart }));

/**
 * Mantine's LineChart, loaded (with recharts) only once the chart scrolls into view, as
 * LazyBarChart is; an empty box of its height holds the place until then.
 */
export function LazyLineChart(props: LineChartProps & { h: number }) {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  return (
    <Box ref={ref} h={props.h}>
      {seen ? (
        <Suspense fallback={null}>
          <LineChart {...props} />
        </Suspense>
      ) : null}
    </Box>
  );
}
