import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNow } from '../components/use-now';
import { sessionKey } from '../lib/query-keys';
import { reportActivity } from '../lib/session-api';
import { signInUrl } from '../lib/session-ended';
import type { Session } from '../shared/session';

/** Warn this long before an idle session ends. */
const IDLE_WARNING_MS = 2 * 60_000;
/** Tell the server about activity at most this often. */
const ACTIVITY_REPORT_MS = 60_000;

function minutesAndSeconds(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The session's idle clock. Typing or clicking tells the server the person is at work (at most
 * once a minute; background refreshes do not count). Two minutes before an idle session ends, a
 * warning offers to stay; when it ends, the person goes to sign in, and the form input is kept.
 */
export function IdleWatch({ session }: { session: Session }) {
  const queryClient = useQueryClient();
  const now = useNow(1000);
  // What the server said at the last activity report, if that is later than the session's.
  const [reported, setReported] = useState(0);
  const idleExpiresAt = Math.min(
    Math.max(session.idleExpiresAt, reported),
    session.absoluteExpiresAt,
  );
  const lastReport = useRef(0);

  const report = useRef(() => {
    lastReport.current = Date.now();
    reportActivity()
      .then((next) => {
        setReported(next);
        queryClient.setQueryData<Session>(sessionKey, (current) =>
          current ? { ...current, idleExpiresAt: next } : current,
        );
      })
      .catch(() => {
        // A failed report only means the warning may come early; the next activity tries again.
        lastReport.current = 0;
      });
  });

  useEffect(() => {
    const onActivity = () => {
      if (Date.now() - lastReport.current >= ACTIVITY_REPORT_MS) report.current();
    };
    window.addEventListener('keydown', onActivity);
    window.addEventListener('pointerdown', onActivity);
    return () => {
      window.removeEventListener('keydown', onActivity);
      window.removeEventListener('pointerdown', onActivity);
    };
  }, []);

  const left = idleExpiresAt - now;
  useEffect(() => {
    if (left <= 0) window.location.assign(signInUrl('expired'));
  }, [left]);

  if (left > IDLE_WARNING_MS || left <= 0) return null;
  if (idleExpiresAt === session.absoluteExpiresAt) {
    return (
      <Alert color="yellow" variant="light" mb="md" role="alert" title="Your session is ending">
        Sessions last 12 hours at most: this one ends in {minutesAndSeconds(left)}. You will be
        asked to sign in again; anything you have typed is kept.
      </Alert>
    );
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      role="alert"
      title="You are about to be signed out"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          No activity for a while: this session ends in {minutesAndSeconds(left)}. Anything you have
          typed is kept if it does.
        </Text>
        <Button size="xs" onClick={() => report.current()}>
          Stay signed in
        </Button>
      </Group>
    </Alert>
  );
}
