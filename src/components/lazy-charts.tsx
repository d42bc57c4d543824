import type { BarChartProps, LineChartProps } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';

/*
 * Mantine's charts bring recharts, the app's largest download (about 100 KB compressed), so
 * their code loads only once a chart scrolls into view. Until it is drawn, an empty box of the
 * chart's height holds its place, so nothing around it moves when it appears.
 */

const BarChart = lazy(async () => ({ default: (await import('@mantine/charts')).BarChart }));
const LineChart = lazy(async () => ({ default: (await import('@mantine/charts')).LineChart }));

function OnceInView({ h, children }: { h: number; children: ReactNode }) {
  const { ref, inViewport } = useInViewport();
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  return (
    <Box ref={ref} h={h}>
      {seen ? <Suspense fallback={null}>{children}</Suspense> : null}
    </Box>
  );
}

export function LazyBarChart(props: BarChartProps & { h: number }) {
  return (
    <OnceInView h={props.h}>
      <BarChart {...props} />
    </OnceInView>
  );
}

export function LazyLineChart(props: LineChartProps & { h: number }) {
  return (
    <OnceInView h={props.h}>
      <LineChart {...props} />
    </OnceInView>
  );
}
