import { Button, Group, Modal, Stack, type ButtonProps, type ModalProps } from '@mantine/core';
import { useRef, type ReactNode, type SyntheticEvent } from 'react';
import type { Refusal } from '../lib/describe-refusal';
import { RefusalAlert } from './refusal-alert';
import { PasskeyMoment } from './step-up/passkey-moment';
import type { StepUpState } from './step-up/use-step-up';

export interface ConfirmDialogProps {
  title: string;
  /** The close button's name, saying what closing leaves undone ("Close without approving"). */
  closeLabel: string;
  size?: ModalProps['size'];
  onClose: () => void;
  /** Sends the action. Its refusal is shown from `failure`, so what it throws is not reported again. */
  onConfirm: () => Promise<void>;
  stepUp: StepUpState;
  /** How the passkey step shows the destination it binds, where there is one. */
  passkey?: Omit<Parameters<typeof PasskeyMoment>[0], 'state'>;
  failure: Refusal | null;
  pending: boolean;
  dismissLabel: string;
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  /** Focus the confirm button on opening, when the dialog has no field to fill first. */
  confirmFocused?: boolean;
  children: ReactNode;
}

/**
 * The confirm step of a money moment (approve, cancel, give the master password): what is
 * about to happen, the passkey step, one message when it is refused, and the two buttons. A
 * double click or Enter held down sends the action once. The dialog stays open on a refusal,
 * keeping what was typed.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const inFlight = useRef(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await props.onConfirm();
    } catch {
      // Shown from `failure`, next to the action; the dialog keeps what was typed.
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': props.closeLabel }}
      size={props.size}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {props.children}
          <PasskeyMoment state={props.stepUp} {...props.passkey} />
          {/* While the passkey step speaks, its own words stand in for an older refusal. */}
          {props.failure && props.stepUp.phase === 'idle' ? (
            <RefusalAlert refusal={props.failure} />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={props.pending}>
              {props.dismissLabel}
            </Button>
            <Button
              type="submit"
              color={props.confirmColor}
              loading={props.pending}
              data-autofocus={props.confirmFocused || undefined}
            >
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
