import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { SiteSettingsDocument } from '../../../gql/graphql';
import { INJECTED_SETTINGS_ID } from '../injected-settings';
import { useSiteSettings } from '../useSiteSettings';

function SiteName() {
  const { siteName, supportEmail } = useSiteSettings();
  return (
    <p>
      {siteName} / {supportEmail ?? 'no email'}
    </p>
  );
}

function injectSettings(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INJECTED_SETTINGS_ID;
  block.textContent = json;
  document.head.append(block);
}

afterEach(() => document.getElementById(INJECTED_SETTINGS_ID)?.remove());

describe('useSiteSettings', () => {
  it('shows the settings the server wrote into the page before Apollo Client has loaded', () => {
    injectSettings(JSON.stringify({ siteName: 'Wayfarer', supportEmail: 'help@example.org', maintenanceMode: false }));
    render(<SiteName />);
    expect(screen.getByText('Wayfarer / help@example.org')).toBeTruthy();
  });

  it('falls back to the defaults when the block is missing or not valid JSON', () => {
    injectSettings('{not json');
    render(<SiteName />);
    expect(screen.getByText('Odyssey / no email')).toBeTruthy();
  });

  it('takes the publicSettings query as the source once the client is there', async () => {
    injectSettings(JSON.stringify({ siteName: 'Wayfarer', supportEmail: 'help@example.org', maintenanceMode: false }));
    const renamed = {
      request: { query: SiteSettingsDocument },
      result: { data: { publicSettings: { __typename: 'PublicSettings' as const, siteName: 'Voyager', supportEmail: 'crew@example.org', maintenanceMode: false } } },
    };
    render(
      <MockedProvider mocks={[renamed]}>
        <SiteName />
      </MockedProvider>,
    );
    expect(screen.getByText('Wayfarer / help@example.org')).toBeTruthy();
    expect(await screen.findByText('Voyager / crew@example.org')).toBeTruthy();
  });
});
