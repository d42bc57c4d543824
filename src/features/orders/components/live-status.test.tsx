import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveStatus } from '../../../lib/live-status';
import { renderWithTheme } from '../../../testing/render';
import { LiveStatus } from './live-status';

const shown = () =>
  renderWithTheme(
    <LiveStatus isFetching={false} failureReason={null} dataUpdatedAt={0} intervalSeconds={10} />,
  );

describe('LiveStatus', () => {
  afterEach(() => liveStatus.set({ state: 'connecting' }));

  it('says changes arrive as they happen while the live stream is healthy', () => {
    liveStatus.set({ state: 'live' });
    shown();
    expect(screen.getByRole('status')).toHaveTextContent('Live: changes arrive as they happen');
  });

  it('names the polling period once the stream drops, and follows the stream as it changes', () => {
    liveStatus.set({ state: 'live' });
    shown();
    act(() => liveStatus.set({ state: 'polling', reason: 'The live stream is unavailable' }));
    expect(screen.getByRole('status')).toHaveTextContent('Refreshes every 10 s');
    expect(screen.getByRole('status')).not.toHaveTextContent(/^Live/);
  });
});
