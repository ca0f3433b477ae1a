import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BetaBanner } from '../BetaBanner';
import { BETA_BANNER_DISMISSED_COOKIE } from '../beta-banner-dismissal';

const notice = () => screen.queryByRole('complementary', { name: 'Beta notice' });

describe('BetaBanner', () => {
  afterEach(() => {
    cleanup();
    document.cookie = `${BETA_BANNER_DISMISSED_COOKIE}=; Max-Age=0; Path=/`;
  });

  test('welcomes people to the beta and thanks early adopters', () => {
    render(<BetaBanner siteName="Odyssey" />);
    expect(notice()?.textContent).toBe('Welcome to the Odyssey beta! Thank you for being one of our early adopters.');
  });

  test('once dismissed it stays dismissed, for the next page too', () => {
    render(<BetaBanner siteName="Odyssey" />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss beta notice' }));
    expect(notice()).toBeNull();
    expect(document.cookie).toContain(`${BETA_BANNER_DISMISSED_COOKIE}=1`);
    cleanup();
    render(<BetaBanner siteName="Odyssey" />);
    expect(notice()).toBeNull();
  });
});
