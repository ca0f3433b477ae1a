import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ToastProvider, useToast, type ToastOptions } from '..';

function Trigger({ options, label = 'Notify' }: { options: ToastOptions; label?: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const visibleToasts = () => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')].filter((el) => el.closest('section'));

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the title and description in a live region', () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: 'Item added', description: 'Your wallet item has been added to your trip.' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));

    const toast = screen.getByRole('status');
    expect(region().contains(toast)).toBe(true);
    expect(toast.textContent).toContain('Item added');
    expect(toast.textContent).toContain('Your wallet item has been added to your trip.');
    expect(region().querySelector('[aria-live]')).not.toBeNull();
  });

  it('shows at most one toast: the newest replaces the previous one', () => {
    render(
      <ToastProvider>
        <Trigger label="First" options={{ title: 'First toast' }} />
        <Trigger label="Second" options={{ title: 'Second toast' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    fireEvent.click(screen.getByRole('button', { name: 'Second' }));

    expect(visibleToasts()).toHaveLength(1);
    expect(screen.queryByText('First toast')).toBeNull();
    expect(screen.getByText('Second toast')).toBeTruthy();
  });

  it('announces destructive toasts as alerts', () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: 'File too large', description: 'Please upload a file smaller than 5MB.', variant: 'destructive' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-variant')).toBe('destructive');
    expect(alert.textContent).toContain('File too large');
  });

  it('focuses the notification region on F8', () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: 'Hello' }} />
      </ToastProvider>,
    );
    const button = screen.getByRole('button', { name: 'Notify' });
    button.focus();
    fireEvent.click(button);

    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(region());

    // Escape hands focus back to where the user was.
    fireEvent.keyDown(region(), { key: 'Escape' });
    expect(document.activeElement).toBe(button);
  });

  it('is dismissed by its close button', async () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: 'Closable' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Closable')).toBeNull());
  });

  it('is dismissed by Escape while focused', async () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: 'Escapable' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close notification' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText('Escapable')).toBeNull());
  });

  it('closes by itself after 5000 ms by default', () => {
    jest.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger options={{ title: 'Short-lived' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));

    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Short-lived')).toBeTruthy();

    act(() => jest.advanceTimersByTime(100));
    act(() => jest.runOnlyPendingTimers()); // the exit transition
    expect(screen.queryByText('Short-lived')).toBeNull();
  });

  it('is dismissed by a swipe to the right past 50 px, and snaps back from a shorter one', async () => {
    render(
      <ToastProvider>
        <Trigger options={{ title: 'Swipeable', duration: Infinity }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const toast = screen.getByRole('status');

    fireEvent.pointerDown(toast, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(screen.getByText('Swipeable')).toBeTruthy();

    fireEvent.pointerDown(toast, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 170, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 170, pointerId: 1 });
    await waitFor(() => expect(screen.queryByText('Swipeable')).toBeNull());
  });

  it('requires a provider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger options={{ title: 'x' }} />)).toThrow('useToast must be used inside <ToastProvider>');
    error.mockRestore();
  });
});
