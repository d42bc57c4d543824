import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { AuditSettings } from '../settings/audit-settings';
import type { Checkpoint } from './audit-checkpoint';

/** Somewhere outside the store a checkpoint is written to. */
export interface CheckpointSink {
  /** Named in logs and errors. */
  name: string;
  /**
   * A checkpoint that a required sink did not take is not made (it is tried again later); an
   * optional sink's failure is logged and the checkpoint stands.
   */
  required: boolean;
  write(checkpoint: Checkpoint): Promise<void>;
}

/**
 * An append-only file, one JSON line per checkpoint, on disk before the checkpoint counts. Make
 * it append-only at the file system too (chattr +a), or keep it on another machine.
 */
export function fileSink(path: string): CheckpointSink {
  return {
    name: path,
    required: true,
    async write(checkpoint) {
      await mkdir(dirname(path), { recursive: true });
      const file = await open(path, 'a', 0o644);
      try {
        await file.write(`${JSON.stringify(checkpoint)}\n`);
        await file.datasync();
      } finally {
        await file.close();
      }
    },
  };
}

/** An HTTPS endpoint (a log service, a notary) that receives each checkpoint as JSON. */
export function httpsSink(url: string): CheckpointSink {
  return {
    name: url,
    required: false,
    async write(checkpoint) {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(checkpoint),
        signal: AbortSignal.timeout(10_000),
      });
      if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
    },
  };
}

/** The sinks the settings name: the file (AUDIT_CHECKPOINT_FILE) and the endpoint (AUDIT_CHECKPOINT_URL). */
export function checkpointSinks(settings: AuditSettings): CheckpointSink[] {
  return [
    ...(settings.checkpointFile === undefined ? [] : [fileSink(settings.checkpointFile)]),
    ...(settings.checkpointUrl === undefined ? [] : [httpsSink(settings.checkpointUrl)]),
  ];
}
