import type { BarChartProps } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

const BarChart = lazy(async () => ({ default: (await import('@mantine/charts')).BarChart }));

/**
 * Mantine's BarChart, whose code (recharts, the app's largest download at about 100 KB
 * compressed) loads only once the chart scrolls into view. Until it is drawn, an empty box of
 * the chart's height holds its place, so nothing around it moves when it appears.
 */
export function LazyBarChart(props: BarChartProps & { h: number }) {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  return (
    <Box ref={ref} h={props.h}>
      {seen ? (
        <Suspense fallback={null}>
          <BarChart {...props} />
        </Suspense>
      ) : null}
    </Box>
  );
}
