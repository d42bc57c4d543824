import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../testing/render';
import type { LiveSession } from '../../../shared/admin';
import { SessionsTable } from './sessions-table';

const now = Date.UTC(2026, 10, 27, 12, 0, 0);

function session(id: string, name: string, overrides: Partial<LiveSession> = {}): LiveSession {
  return {
    id,
    person: { subject: `sub-${name}`, name, email: `${id}@example.com` },
    roles: ['approver'],
    createdAt: now - 600_000,
    lastActiveAt: now - 60_000,
    idleExpiresAt: now + 1_740_000,
    expiresAt: now + 11 * 3_600_000,
    current: false,
    ...overrides,
  };
}

describe('the sessions table', () => {
  const hostile = '<img src=x onerror=alert(1)>';
  const sessions = [
    session('mine', 'Priya Natarajan', { current: true, roles: ['admin', 'viewer'] }),
    session('mine-too', 'Priya Natarajan', { roles: ['admin', 'viewer'] }),
    session('other', hostile),
  ];

  it('marks the administrator’s own session, which only signing out ends', () => {
    renderWithTheme(<SessionsTable sessions={sessions} now={now} onEnd={() => undefined} />);
    const own = screen.getByText('This session').closest('tr');
    if (own === null) throw new Error('no row');
    expect(within(own).getByText('Sign out to end it')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).getByText('Administrator, Viewer')).toBeInTheDocument();
    expect(within(own).getByText('for 10 minutes')).toBeInTheDocument();
    expect(within(own).getByText('in 29 minutes')).toBeInTheDocument();
  });

  it('offers no "end all" for the administrator’s other sessions, which would end this one', () => {
    renderWithTheme(<SessionsTable sessions={sessions} now={now} onEnd={() => undefined} />);
    expect(
      screen.getByRole('button', { name: 'End this session of Priya Natarajan' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'End all sessions of Priya Natarajan' }),
    ).toBeNull();
  });

  it('shows a name from the server as text, and asks to end that person’s sessions', async () => {
    const onEnd = vi.fn();
    const { container } = renderWithTheme(
      <SessionsTable sessions={sessions} now={now} onEnd={onEnd} />,
    );
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `End all sessions of ${hostile}` }));
    expect(onEnd).toHaveBeenCalledWith({ session: sessions[2], all: true });
  });
});
