import { Table, type TableProps } from '@mantine/core';
import sticky from './sticky-first-column.module.css';

/**
 * A table that may be wider than the screen: below `minWidth` (or wherever its content is wider
 * than its box) it scrolls sideways inside its own box, never the page, and its scroll area takes
 * keyboard focus so keyboard users can scroll it too. `stickyFirstColumn` keeps each row's name
 * in view while it scrolls.
 */
export function WideTable({
  minWidth,
  stickyFirstColumn = false,
  className,
  ...props
}: TableProps & { minWidth: number; stickyFirstColumn?: boolean }) {
  const classes = [className, stickyFirstColumn ? sticky.table : undefined].filter(Boolean);
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table {...props} className={classes.length > 0 ? classes.join(' ') : undefined} />
    </Table.ScrollContainer>
  );
}
