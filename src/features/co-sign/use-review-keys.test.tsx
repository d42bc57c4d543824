import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReviewKeys, type ReviewKeyHandlers } from './use-review-keys';

function Harness({ handlers, enabled }: { handlers: ReviewKeyHandlers; enabled: boolean }) {
  useReviewKeys(handlers, enabled);
  return (
    <div>
      <input aria-label="Search" />
      <button type="button">Somewhere</button>
    </div>
  );
}

function handlers(): ReviewKeyHandlers {
  return { next: vi.fn(), previous: vi.fn(), approve: vi.fn(), open: vi.fn(), help: vi.fn() };
}

describe('useReviewKeys', () => {
  it('maps j, k, a, o and ? to their actions', () => {
    const keys = handlers();
    render(<Harness handlers={keys} enabled />);
    for (const key of ['j', 'k', 'a', 'o', '?']) fireEvent.keyDown(document.body, { key });
    expect(keys.next).toHaveBeenCalledTimes(1);
    expect(keys.previous).toHaveBeenCalledTimes(1);
    expect(keys.approve).toHaveBeenCalledTimes(1);
    expect(keys.open).toHaveBeenCalledTimes(1);
    expect(keys.help).toHaveBeenCalledTimes(1);
  });

  it('never fires while typing in a field', () => {
    const keys = handlers();
    const { getByLabelText } = render(<Harness handlers={keys} enabled />);
    fireEvent.keyDown(getByLabelText('Search'), { key: 'a' });
    fireEvent.keyDown(getByLabelText('Search'), { key: 'j' });
    expect(keys.approve).not.toHaveBeenCalled();
    expect(keys.next).not.toHaveBeenCalled();
  });

  it('ignores keys with a modifier, so browser shortcuts keep working', () => {
    const keys = handlers();
    render(<Harness handlers={keys} enabled />);
    fireEvent.keyDown(document.body, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'o', metaKey: true });
    expect(keys.approve).not.toHaveBeenCalled();
    expect(keys.open).not.toHaveBeenCalled();
  });

  it('does nothing while disabled (a dialog is open)', () => {
    const keys = handlers();
    render(<Harness handlers={keys} enabled={false} />);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(keys.approve).not.toHaveBeenCalled();
  });
});
