import { mayReadEveryonesActivity } from '../../shared/access';
import {
  activityQuerySchema,
  type ActivityPage,
  type ActivityPeople,
  type ActivityQuery,
} from '../../shared/audit';
import { listPeople } from '../auth/people-repository';
import { dashboardRouter, signedInSession, type DashboardContext } from '../http/dashboard-router';
import type { SqlClient } from '../../store/sql-client';
import { activityCsvHeader, activityCsvRows } from './activity-csv';
import { allActivity, countActivity, listActivity } from './activity-query';
import { auditActor, type AuditRecorder } from './audit-recorder';

type Scoped =
  { ok: true; query: ActivityQuery; ownOnly: boolean } | { ok: false; response: Response };

/** The query as this person may run it: their own records unless they oversee everyone's. */
function scopedQuery(c: DashboardContext): Scoped {
  const session = signedInSession(c);
  const parsed = activityQuerySchema.safeParse(c.req.query());
  if (!parsed.success) {
    const message = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    return { ok: false, response: c.json({ error: 'bad-request', message }, 400) };
  }
  if (mayReadEveryonesActivity(session.roles)) {
    return { ok: true, query: parsed.data, ownOnly: false };
  }
  if (parsed.data.person !== undefined && parsed.data.person !== session.subject) {
    return {
      ok: false,
      response: c.json(
        {
          error: 'forbidden',
          message: "Only administrators and viewers can see other people's activity.",
        },
        403,
      ),
    };
  }
  return { ok: true, query: { ...parsed.data, person: session.subject }, ownOnly: true };
}

function exportFilename(nowMs: number): string {
  return `activity-${new Date(nowMs)
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.csv`;
}

/** A CSV body that reads the log a page at a time, and stops reading when the client leaves. */
function csvStream(db: SqlClient, query: ActivityQuery): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pages = allActivity(db, query);
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(activityCsvHeader()));
        return;
      }
      const page = await pages.next();
      if (page.done) controller.close();
      else controller.enqueue(encoder.encode(activityCsvRows(page.value)));
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}

/**
 * GET /api/activity: the dashboard's own record, newest first with keyset paging.
 * GET /api/activity/export: all of it that matches, as CSV, counted first (X-Total-Count)
 * so the browser can show progress. Exporting is itself recorded.
 */
export function activityRoutes(db: SqlClient, recorder: AuditRecorder, now: () => number) {
  const { app, serve } = dashboardRouter();

  serve('listActivity', async (c) => {
    const scoped = scopedQuery(c);
    if (!scoped.ok) return scoped.response;
    const page = await listActivity(db, scoped.query);
    const body: ActivityPage = { ...page, ownOnly: scoped.ownOnly };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  serve('listActivityPeople', async (c) => {
    const session = signedInSession(c);
    const people = mayReadEveryonesActivity(session.roles) ? await listPeople(db) : [session];
    const body: ActivityPeople = {
      people: people.map(({ subject, name, email }) => ({ subject, name, email })),
    };
    return c.json(body);
  });

  serve('exportActivity', async (c) => {
    const scoped = scopedQuery(c);
    if (!scoped.ok) return scoped.response;
    const total = await countActivity(db, scoped.query);
    await recorder.record(
      {
        action: 'activity.export',
        outcome: 'succeeded',
        actor: auditActor(signedInSession(c)),
        detail: `${total} entries; filters ${new URL(c.req.url).search || 'none'}`,
      },
      c,
    );
    return new Response(csvStream(db, scoped.query), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFilename(now())}"`,
        'Cache-Control': 'no-store',
        'X-Total-Count': String(total),
      },
    });
  });

  return app;
}
