import { Button, Group } from '@mantine/core';

/** Under a list read newest first: the next, older page, while the API says there is one. */
export function ShowOlderButton({
  pages,
  label,
}: {
  pages: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        loading={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
      >
        {label}
      </Button>
    </Group>
  );
}
