import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../../test/render';
import PlansPage from '../PlansPage';

function renderPlans() {
  renderWithApp(<PlansPage />, { path: '/plans', route: '/plans', extraRoutes: { '/checkout': <h1>Checkout page</h1>, '/auth/register': <h1>Register page</h1> } });
}

const plan = (name: string) => within(screen.getByRole('region', { name }));

describe('PlansPage (docs/product/accounts-admin.md: plans page)', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  test('three plans with their prices, features and buttons; Premium is POPULAR, Annual saves 20%', () => {
    renderPlans();
    const basic = plan('Basic');
    for (const text of ['$0', 'forever', '3 trips per month', 'Basic itinerary generation', 'Standard destination information']) expect(basic.getByText(text)).toBeTruthy();
    const premium = plan('Premium');
    for (const text of ['POPULAR', '$4.95', 'per month', 'Unlimited trip generation', 'AI-powered trip modifications', 'Detailed local insights', 'Trip wallet organisation', 'Priority support'])
      expect(premium.getByText(text)).toBeTruthy();
    const annual = plan('Premium Annual');
    for (const text of ['Save 20%', '$47.52', 'per year', 'All Premium features', 'Beta access', 'Dedicated support', 'Enhanced offline mode', '2 months free']) expect(annual.getByText(text)).toBeTruthy();
    expect(basic.getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe('/auth/register');
    expect(annual.getByRole('link', { name: 'Subscribe Annually' }).getAttribute('href')).toBe('/checkout');
    expect(screen.getByRole('heading', { name: '100% satisfaction guarantee' })).toBeTruthy();
    expect(screen.getByText(/full refund/).textContent).toContain('5 days');
  });

  test("'Start 5-Day Free Trial' goes to /checkout after 1 s", async () => {
    jest.useFakeTimers();
    renderPlans();
    const trial = plan('Premium').getByRole('button', { name: 'Start 5-Day Free Trial' });
    fireEvent.click(trial);
    expect(trial.getAttribute('aria-busy')).toBe('true');
    await act(async () => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('heading', { name: 'Checkout page' })).toBeNull();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Checkout page' })).toBeTruthy();
  });
});
