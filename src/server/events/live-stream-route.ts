import { streamSSE } from 'hono/streaming';
import { dashboardRouter, signedInSession } from '../http/dashboard-router';
import type { Database } from '../../store/sql-client';
import type { EventHub } from './event-hub';
import { notificationsOfEvent } from './event-hub';
import { eventsAfter, latestEventId } from './events-repository';
import { mayReceive, messageFor, type LiveMessage } from './live-messages';

/** How far back a reconnecting browser may catch up. */
export const RESUME_WINDOW_MS = 15 * 60_000;
const KEEP_ALIVE_MS = 15_000;
/** How soon a browser that lost the stream tries again. */
const RETRY_MS = 2_000;

/**
 * GET /api/events: the signed-in person's live stream. The SSE id is the provider's event id,
 * so a browser reconnecting with Last-Event-ID first gets what it missed (up to 15 minutes),
 * then what happens next. A comment every 15 s keeps proxies and the browser from closing it.
 */
export function liveStreamRoute(
  db: Database,
  hub: EventHub,
  maxLifetimeMs: number,
  /** Until when a session is live now (its idle clock moves), or undefined once it has ended. */
  sessionLiveUntil: (idHash: string) => Promise<number | undefined>,
  now: () => number = Date.now,
) {
  const { app, serve } = dashboardRouter();
  serve('streamLiveEvents', (c) => {
    const session = signedInSession(c);
    // Proxies such as nginx would otherwise hold the stream back in their buffer.
    c.header('X-Accel-Buffering', 'no');
    c.header('Cache-Control', 'no-store');
    return streamSSE(c, async (stream) => {
      const queue: LiveMessage[] = [];
      let wake: (() => void) | undefined;
      const push = (message: LiveMessage) => {
        queue.push(message);
        wake?.();
      };
      const state = { open: true };
      const end = () => {
        state.open = false;
        wake?.();
      };
      const unsubscribe = hub.subscribe({
        subject: session.subject,
        roles: session.roles,
        sessionIdHash: session.idHash,
        send: push,
        end,
      });
      const keepAlive = setInterval(() => {
        stream.write(': keep-alive\n\n').catch(() => undefined);
      }, KEEP_ALIVE_MS);
      stream.onAbort(end);
      // Ends on its own after a while; the browser reconnects at once and resumes.
      const lifetime = setTimeout(end, maxLifetimeMs);
      // Ends when the session expires: looked at again when it would, since activity elsewhere
      // moves its idle limit.
      let expiry: NodeJS.Timeout | undefined;
      const watchExpiry = (untilMs: number) => {
        expiry = setTimeout(
          () => {
            sessionLiveUntil(session.idHash).then(
              (next) => (next === undefined || next <= now() ? end() : watchExpiry(next)),
              end,
            );
          },
          Math.max(0, untilMs - now()),
        );
      };
      watchExpiry(session.idleExpiresAt);
      try {
        // The stream's starting point, so that even a browser that saw no event yet has an id
        // to resume from after a cut.
        const cursor = await latestEventId(db);
        const lastEventId = c.req.header('last-event-id');
        if (lastEventId) {
          for (const event of await eventsAfter(db, lastEventId, now() - RESUME_WINDOW_MS, 1000)) {
            const message = messageFor(event);
            if (message && mayReceive(session.roles, message)) await stream.writeSSE(message);
            for (const notification of await notificationsOfEvent(db, event.seq, event.eventId)) {
              if (notification.subject === session.subject)
                await stream.writeSSE(notification.message);
            }
          }
        }
        await stream.writeSSE({
          event: 'ready',
          data: '{}',
          retry: RETRY_MS,
          ...(cursor === undefined ? {} : { id: cursor }),
        });
        while (state.open) {
          const next = queue.shift();
          if (next === undefined) {
            await new Promise<void>((resolve) => (wake = resolve));
            wake = undefined;
            continue;
          }
          await stream.writeSSE(next);
        }
      } finally {
        clearTimeout(lifetime);
        clearTimeout(expiry);
        clearInterval(keepAlive);
        unsubscribe();
      }
    });
  });
  return app;
}
