import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useBlocker } from '@tanstack/react-router';

function confirmLeave(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: 'Leave without submitting?',
      children: (
        <Text size="sm">What you entered in this form will be lost. Nothing has been sent.</Text>
      ),
      labels: { confirm: 'Leave and discard', cancel: 'Stay' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      // Escape or a click outside means "stay", like Cancel.
      onClose: () => resolve(false),
    });
  });
}

/**
 * Asks before leaving a wizard that holds unsaved input: another page of the app (a
 * confirm dialog) or the browser tab (the browser's own prompt). Moving between the
 * wizard's own steps changes only the search params and is never blocked.
 */
export function useLeaveGuard(isDirty: boolean): void {
  useBlocker({
    disabled: !isDirty,
    enableBeforeUnload: isDirty,
    shouldBlockFn: async ({ current, next }) => {
      if (current.pathname === next.pathname) return false;
      return !(await confirmLeave());
    },
  });
}
