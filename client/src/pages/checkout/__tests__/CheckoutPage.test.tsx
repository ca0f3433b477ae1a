import type { ReactNode } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { typePolicies } from '../../../app/apollo';
import type { SessionUser } from '../../../app/session';
import { theme } from '../../../app/theme';
import { ToastProvider } from '../../../components/toast';
import { SessionContext, type SessionState } from '../../../features/account/session-context';
import { CheckoutChoosePlanDocument } from '../../../gql/graphql';
import CheckoutPage from '../CheckoutPage';

const ada: SessionUser = {
  id: 7,
  email: 'ada@example.com',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  bio: null,
  isAdmin: false,
  createdAt: '2026-01-02T00:00:00.000Z',
  lastLogin: null,
};

function renderCheckout(session: SessionState, mocks: MockedProviderProps['mocks'] = []) {
  const wrap = (ui: ReactNode) => (
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      <ThemeProvider theme={theme}>
        <ToastProvider>
          <SessionContext.Provider value={{ session, signIn: jest.fn(), signOut: jest.fn(), settleSignOut: jest.fn() }}>{ui}</SessionContext.Provider>
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>
  );
  return render(
    wrap(
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/" element={<h1>Home page</h1>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));

function fillIn() {
  type('Name on card', 'Ada Lovelace');
  type('Email', 'ada@example.com');
  type('Card number', '4242424242424242');
  type('Expiry', '1230');
  type('CVC', '123');
}

const premiumMock = (onCall: jest.Mock) => ({
  request: { query: CheckoutChoosePlanDocument, variables: { input: { plan: 'PREMIUM' } } },
  result: () => {
    onCall();
    return { data: { choosePlan: { __typename: 'User', id: 7, plan: 'PREMIUM', planStartedAt: '2026-03-01T10:00:00.000Z' } } };
  },
});

describe('CheckoutPage (simulated checkout)', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  test('says plainly that no payment is made, and shows the order summary', () => {
    renderCheckout({ status: 'signed-out', user: null });
    expect(screen.getByText(/No payment is made/)).toBeTruthy();
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    for (const text of ['Premium', '$4.95/month', '5-day free trial', 'Due today', '$0.00', 'Then $4.95/month after the trial']) expect(summary.getByText(text)).toBeTruthy();
  });

  test('formats the card fields as they are typed, within their lengths', () => {
    renderCheckout({ status: 'signed-out', user: null });
    type('Card number', '4242424242424242999');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(field('Card number').maxLength).toBe(19);
    type('Expiry', '12');
    expect(field('Expiry').value).toBe('12/');
    type('Expiry', '12/345');
    expect(field('Expiry').value).toBe('12/34');
    expect(field('Expiry').maxLength).toBe(5);
    type('CVC', '12a');
    expect(field('CVC').value).toBe('12');
    expect(field('CVC').maxLength).toBe(3);
  });

  test('all five fields are required; an error clears when its field is edited', () => {
    renderCheckout({ status: 'signed-out', user: null });
    submit();
    for (const message of ['Name on card is required', 'Email is required', 'Card number is required', 'Expiry is required', 'CVC is required']) expect(screen.getByText(message)).toBeTruthy();
    type('CVC', '1');
    expect(screen.queryByText('CVC is required')).toBeNull();
    expect(screen.getByText('Expiry is required')).toBeTruthy();
  });

  test('signed out: processing for 2 s, then success, then home after 1.5 s with the sign-in advice as a toast; nothing is recorded', async () => {
    jest.useFakeTimers();
    const recorded = jest.fn();
    renderCheckout({ status: 'signed-out', user: null }, [premiumMock(recorded)]);
    fillIn();
    submit();
    expect(screen.getByRole('button', { name: 'Processing…' })).toHaveProperty('disabled', true);
    expect(field('Name on card').disabled).toBe(true);
    await act(async () => jest.advanceTimersByTime(1999));
    expect(screen.queryByText('Welcome to Premium!')).toBeNull();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain('Welcome to Premium!');
    await act(async () => jest.advanceTimersByTime(1499));
    expect(screen.queryByRole('heading', { name: 'Home page' })).toBeNull();
    expect(screen.queryByText('Sign in before checkout to keep Premium on your account.')).toBeNull();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
    // The sign-in advice comes home with the traveller, as a toast.
    expect(screen.getByText('Sign in before checkout to keep Premium on your account.')).toBeTruthy();
    expect(recorded).not.toHaveBeenCalled();
  });

  test('signed in: the email starts filled in and Premium is recorded on the account', async () => {
    jest.useFakeTimers();
    const recorded = jest.fn();
    renderCheckout({ status: 'signed-in', user: ada }, [premiumMock(recorded)]);
    expect(field('Email').value).toBe('ada@example.com');
    fillIn();
    submit();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(recorded).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Premium is now on your account/)).toBeTruthy();
  });

  test('signed in: a failed recording says so and leaves the form to try again', async () => {
    jest.useFakeTimers();
    renderCheckout({ status: 'signed-in', user: ada }, [{ request: { query: CheckoutChoosePlanDocument, variables: { input: { plan: 'PREMIUM' } } }, error: new Error('Server unreachable') }]);
    fillIn();
    submit();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('region', { name: /Notifications/, hidden: true }).textContent).toContain('Checkout failed');
    expect(screen.getByRole('button', { name: 'Start Free Trial' })).toHaveProperty('disabled', false);
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
  });
});
