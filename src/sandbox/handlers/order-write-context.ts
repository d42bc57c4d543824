import type { Database } from '../../store/sql-client';

/** What the order-writing endpoints share: the store, the clock and the lifecycle pace. */
export interface OrderWriteContext {
  db: Database;
  now: () => number;
  /** Delay between lifecycle steps; 0 leaves new orders where they are. */
  stepMs: number;
}
