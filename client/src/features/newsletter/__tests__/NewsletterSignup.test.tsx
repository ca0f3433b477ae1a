import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../../test/render';
import { NewsletterSignup } from '../NewsletterSignup';
import { subscribeToNewsletter, type SubscribeOutcome } from '../newsletter-api';

jest.mock('../newsletter-api', () => ({ subscribeToNewsletter: jest.fn() }));
const subscribe = subscribeToNewsletter as jest.MockedFunction<typeof subscribeToNewsletter>;

const box = () => screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
const toastText = () => screen.getByRole('region', { name: /Notifications/, hidden: true }).textContent ?? '';

async function signUp(email: string) {
  fireEvent.change(box(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('the footer newsletter sign-up (docs/product/accounts-admin.md, sections 5 and 8)', () => {
  afterEach(() => {
    cleanup();
    subscribe.mockReset();
  });

  test.each(['', '   ', 'ada', 'ada@example', 'ada @example.com'])('%j is refused here, without a call', async (email) => {
    renderWithApp(<NewsletterSignup />);
    await signUp(email);
    expect(toastText()).toContain('Invalid email');
    expect(toastText()).toContain('Please enter a valid email address');
    expect(subscribe).not.toHaveBeenCalled();
  });

  const answers: [SubscribeOutcome, string, string, boolean][] = [
    ['subscribed', 'Subscription successful!', 'Thank you for subscribing to our newsletter.', true],
    ['already-subscribed', 'Already subscribed', 'This email is already subscribed to our newsletter.', true],
    ['failed', 'Subscription failed', "We couldn't subscribe you at the moment. Please try again later.", false],
    ['invalid-email', 'Invalid email', 'Please enter a valid email address', false],
  ];

  test.each(answers)('%s: toast %j, box cleared: %s', async (outcome, title, description, cleared) => {
    subscribe.mockResolvedValue(outcome);
    renderWithApp(<NewsletterSignup />);
    await signUp('  ada@example.com ');
    await waitFor(() => expect(toastText()).toContain(title));
    expect(toastText()).toContain(description);
    expect(subscribe).toHaveBeenCalledWith('ada@example.com');
    // (an email input trims what it holds, in jsdom as in browsers)
    expect(box().value).toBe(cleared ? '' : 'ada@example.com');
  });
});
