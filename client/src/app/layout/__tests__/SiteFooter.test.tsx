import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteFooter } from '../SiteFooter';

jest.mock('../../../features/newsletter/NewsletterSignup', () => ({ NewsletterSignup: () => null }));

function renderFooter(supportEmail: string | null) {
  render(
    <MemoryRouter>
      <SiteFooter siteName="Wayfarer" supportEmail={supportEmail} />
    </MemoryRouter>,
  );
}

describe('SiteFooter', () => {
  it("lists the admin's support address in the Support column", () => {
    renderFooter('help@wayfarer.example');
    const support = screen.getByRole('navigation', { name: 'Support' });
    // (by its text: jsdom, without layout, puts spaces at the address's line-break points in the accessible name; browsers do not)
    const address = within(support).getAllByRole('link').find((link) => link.textContent === 'help@wayfarer.example');
    expect(address?.getAttribute('href')).toBe('mailto:help@wayfarer.example');
    expect(screen.getByText(`© ${new Date().getFullYear()} Wayfarer. All rights reserved.`)).toBeTruthy();
  });

  it('shows no address when none is set', () => {
    renderFooter(null);
    expect(within(screen.getByRole('navigation', { name: 'Support' })).queryByRole('link', { name: /@/ })).toBeNull();
  });
});
