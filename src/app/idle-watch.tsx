import { StatusAlert } from '../components/status-alert';
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNow } from '../components/use-now';
import { reportActivity, sessionQueryOptions } from '../lib/session-api';
import { signInUrl } from '../lib/session-ended';

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
 * Deadlines are the server's durations counted on this browser's clock, so a clock that is off
 * does not end a session early or late.
 */
export function IdleWatch() {
  const session = useQuery(sessionQueryOptions);
  const now = useNow(1000);
  // The deadline the last activity report gave, on this browser's clock.
  const [reported, setReported] = useState(0);
  const lastReport = useRef(0);

  const report = useRef(() => {
    lastReport.current = Date.now();
    const sentAt = Date.now();
    reportActivity()
      .then((lasts) => setReported(sentAt + lasts))
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

  const data = session.data;
  const receivedAt = session.dataUpdatedAt;
  const absoluteDeadline = data ? receivedAt + data.absoluteExpiresInMs : Infinity;
  const idleDeadline = data
    ? Math.min(Math.max(receivedAt + data.idleExpiresInMs, reported), absoluteDeadline)
    : Infinity;
  const left = idleDeadline - now;

  useEffect(() => {
    if (left <= 0) window.location.assign(signInUrl('expired'));
  }, [left]);

  if (left > IDLE_WARNING_MS || left <= 0) return null;
  if (idleDeadline === absoluteDeadline) {
    return (
      <StatusAlert color="orange" mb="md" role="alert" title="Your session is ending">
        Sessions last 12 hours at most: this one ends in {minutesAndSeconds(left)}. You will be
        asked to sign in again; anything you have typed is kept.
      </StatusAlert>
    );
  }
  return (
    <StatusAlert color="orange" mb="md" role="alert" title="You are about to be signed out">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          No activity for a while: this session ends in {minutesAndSeconds(left)}. Anything you have
          typed is kept if it does.
        </Text>
        <Button size="xs" onClick={() => report.current()}>
          Stay signed in
        </Button>
      </Group>
    </StatusAlert>
  );
}
