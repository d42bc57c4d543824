import { Table, type TableProps } from '@mantine/core';

/**
 * A table that may be wider than the screen: below `minWidth` it scrolls sideways, and its
 * scroll area takes keyboard focus so keyboard users can scroll it too.
 */
export function WideTable({ minWidth, ...props }: TableProps & { minWidth: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table {...props} />
    </Table.ScrollContainer>
  );
}
