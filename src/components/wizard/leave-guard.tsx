import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';

/**
 * Asks before leaving a wizard that holds unsaved input: another page of the app (a
 * confirm dialog) or the browser tab (the browser's own prompt). Moving between the
 * wizard's own steps changes only the search params and is never blocked.
 */
export function LeaveGuard({ isDirty }: { isDirty: boolean }) {
  const blocker = useBlocker({
    disabled: !isDirty,
    enableBeforeUnload: isDirty,
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname,
    withResolver: true,
  });
  const blocked = blocker.status === 'blocked';

  return (
    // Escape or a click outside means "stay", like the Stay button.
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title="Leave without submitting?">
      <Text size="sm">What you entered in this form will be lost. Nothing has been sent.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave and discard
        </Button>
      </Group>
    </Modal>
  );
}
