import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldLock } from '@tabler/icons-react';
import { signInUrl } from '../lib/session-ended';
import { signInMessages } from './sign-in-messages';

/**
 * Where the person lands when sign-in failed, their session ended or they signed out: what
 * happened, in words, and one button to sign in.
 */
export function SignInPage({
  error,
  signedOut,
  returnTo,
}: {
  error?: string | undefined;
  signedOut?: '1' | undefined;
  returnTo?: string | undefined;
}) {
  const message =
    error === undefined
      ? undefined
      : (signInMessages[error] ?? {
          title: 'Sign-in did not complete',
          detail: 'Something went wrong during sign-in. Try again.',
        });
  return (
    <Stack gap="md">
      <IconShieldLock size={32} aria-hidden />
      <Title order={1} size="h2">
        {signedOut ? 'You are signed out' : 'Sign in to Custody Ops'}
      </Title>
      {message ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={message.title}
          role="alert"
        >
          {message.detail}
        </Alert>
      ) : (
        <Text c="dimmed">
          {signedOut
            ? 'Your session has ended on the server. To act as someone else, sign in as them.'
            : 'Every action is signed with your own API key and recorded under your name.'}
        </Text>
      )}
      {/* The server keeps only a path on this dashboard; anything else brings the person to /. */}
      <Button component="a" href={signInUrl('none', returnTo ?? '/')} size="md">
        {signedOut || message ? 'Sign in again' : 'Sign in'}
      </Button>
    </Stack>
  );
}
