import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { backgroundRefresher } from '../../lib/background-refresh';
import { liveStatus } from '../../lib/live-status';
import { keysTouchedByOrder } from '../../lib/order-invalidation';
import {
  adminKeys,
  apiKeyNoticesKey,
  clearLoopKeys,
  credentialsKey,
  notificationKeys,
  platformKey,
  riskAlertKeys,
  servedOrganizationKey,
  sessionKey,
} from '../../lib/query-keys';
import {
  accountChangedSchema,
  adminChangedSchema,
  notificationEventSchema,
  orderChangedSchema,
  organizationChangedSchema,
  settlementChangedSchema,
} from '../../shared/contracts/live-events';
import { alertTargetPath, riskAlertSchema } from '../../shared/risk-alert-list';
import { accountEndpoints } from '../../shared/dashboard-api/account-endpoints';
import { dashboardUrl } from '../../shared/dashboard-endpoint';
import { showBrowserNotification } from './browser-notifications';

/** After this long without the stream, the header says the dashboard is polling. */
const RECONNECT_GRACE_MS = 20_000;
/** How long to wait before opening a stream the server refused (not a network drop). */
const REOPEN_AFTER_REFUSAL_MS = 30_000;

/** An event's data, if it is what the contract says; anything else is ignored. */
function parse<T>(schema: z.ZodType<T>, event: MessageEvent): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(String(event.data)));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One live stream for the whole app. Each event refreshes exactly what it touches (that order,
 * the lists and queue it may enter or leave, that settlement, the bell), later and together
 * while the provider's request budget runs low (see `backgroundRefresher`); the browser's
 * EventSource reconnects by itself, resuming with Last-Event-ID. The connection's health
 * drives the polling cadence and the header's indicator.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | undefined;
    let graceTimer: number | undefined;
    let reopenTimer: number | undefined;
    let disposed = false;
    const refresher = backgroundRefresher(queryClient);

    const refreshEverything = () =>
      void queryClient.invalidateQueries({ predicate: (query) => query.state.dataUpdatedAt > 0 });

    function open() {
      source = new EventSource(dashboardUrl(accountEndpoints.streamLiveEvents, {}));
      source.addEventListener('ready', () => {
        window.clearTimeout(graceTimer);
        // After a short break the stream resumes from the last event it saw; after a long one
        // (polling), what changed meanwhile may be older than the resume window: read it once.
        if (liveStatus.get().state === 'polling') refreshEverything();
        liveStatus.set({ state: 'live' });
      });
      source.addEventListener('order', (event) => {
        const change = parse(orderChangedSchema, event);
        if (change) refresher.refresh(keysTouchedByOrder(change.orderId));
      });
      source.addEventListener('settlement', (event) => {
        const change = parse(settlementChangedSchema, event);
        if (change) {
          refresher.refresh([
            clearLoopKeys.settlement(change.settlementId),
            clearLoopKeys.settlements(),
          ]);
        }
      });
      source.addEventListener('notification', (event) => {
        const notice = parse(notificationEventSchema, event);
        if (!notice) return;
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        showBrowserNotification({
          title:
            notice.kind === 'co-sign'
              ? 'Waiting for your approval'
              : 'Waiting for the master password',
          body: `${notice.amount} ${notice.baseCurrency}`,
          tag: `${notice.orderId}:${notice.kind}`,
          url: `/co-sign/${encodeURIComponent(notice.orderId)}`,
        });
      });
      source.addEventListener('risk-alert', (event) => {
        const alert = parse(riskAlertSchema, event);
        if (!alert) return;
        void queryClient.invalidateQueries({ queryKey: riskAlertKeys.open() });
        if (alert.browser) {
          showBrowserNotification({
            title: alert.kind === 'balance-below' ? 'Balance below its minimum' : 'Risk alert',
            body: alert.text,
            tag: `risk-alert:${alert.id}`,
            url: alertTargetPath(alert.kind, alert.targetId),
          });
        }
      });
      // An administrator revoked the person's key: the notice, the session's "has a key" and
      // the settings page change now, not at the next reload.
      source.addEventListener('account', (event) => {
        if (!parse(accountChangedSchema, event)) return;
        for (const queryKey of [apiKeyNoticesKey, sessionKey, credentialsKey]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      });
      // A grant waiting for a second administrator changed: every administrator sees it now.
      source.addEventListener('admin', (event) => {
        if (!parse(adminChangedSchema, event)) return;
        void queryClient.invalidateQueries({ queryKey: adminKeys.roleGrants() });
        void queryClient.invalidateQueries({ queryKey: adminKeys.people() });
      });
      // Another organization is served now: what every view shows belongs to it.
      source.addEventListener('organization', (event) => {
        if (!parse(organizationChangedSchema, event)) return;
        void queryClient.invalidateQueries({ queryKey: servedOrganizationKey });
        void queryClient.invalidateQueries({ queryKey: platformKey });
      });
      source.onerror = () => {
        if (disposed || source === undefined) return;
        if (source.readyState === EventSource.CLOSED) {
          // Refused (not signed in, server error): try a new stream later; poll meanwhile.
          liveStatus.set({ state: 'polling', reason: 'the server refused the live stream' });
          refreshEverything();
          reopenTimer = window.setTimeout(open, REOPEN_AFTER_REFUSAL_MS);
          return;
        }
        if (liveStatus.get().state === 'live') {
          liveStatus.set({ state: 'reconnecting' });
          graceTimer = window.setTimeout(() => {
            liveStatus.set({ state: 'polling', reason: 'no live connection for 20 s' });
            refreshEverything();
          }, RECONNECT_GRACE_MS);
        }
      };
    }

    open();
    return () => {
      disposed = true;
      refresher.dispose();
      window.clearTimeout(graceTimer);
      window.clearTimeout(reopenTimer);
      source?.close();
      liveStatus.set({ state: 'connecting' });
    };
  }, [queryClient]);
}
