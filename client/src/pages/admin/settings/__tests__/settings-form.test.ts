import { apiInput, cacheDaysLabel, generalInput, temperatureLabel, validateGeneral } from '../settings-form';

const general = { siteName: 'Odyssey', supportEmail: 'support@example.com', maintenanceMode: false, analyticsEnabled: true };

describe('the settings form checks', () => {
  it('accepts a name and a simple address', () => {
    expect(validateGeneral(general)).toEqual({});
  });

  it.each([
    [{ siteName: '   ' }, { siteName: 'Site name is required' }],
    [{ siteName: 'x'.repeat(101) }, { siteName: 'Site name must be at most 100 characters' }],
    [{ supportEmail: '' }, { supportEmail: 'Support email is required' }],
    [{ supportEmail: 'support' }, { supportEmail: 'Please enter a valid email address' }],
    [{ supportEmail: 'support@localhost' }, { supportEmail: 'Please enter a valid email address' }],
    [{ supportEmail: 'sup port@example.com' }, { supportEmail: 'Please enter a valid email address' }],
    [{ supportEmail: `${'a'.repeat(250)}@example.com` }, { supportEmail: 'Please enter a valid email address' }],
  ])('refuses %j with a clear message', (change, errors) => {
    expect(validateGeneral({ ...general, ...change })).toEqual(errors);
  });

  it('sends trimmed text, and each form only its own fields', () => {
    expect(generalInput({ ...general, siteName: '  Wayfarer ', supportEmail: ' help@example.org ' })).toEqual({ ...general, siteName: 'Wayfarer', supportEmail: 'help@example.org' });
    const everything = { ...general, openaiModel: 'gpt-4', openaiTemperature: 0.7, googlePlacesEnabled: true, tripCacheDuration: 7 };
    expect(apiInput(everything)).toEqual({ openaiModel: 'gpt-4', openaiTemperature: 0.7, googlePlacesEnabled: true, tripCacheDuration: 7 });
  });

  it('labels the choices', () => {
    expect(temperatureLabel(0.7)).toBe('0.7 (default)');
    expect(temperatureLabel(1)).toBe('1.0');
    expect(cacheDaysLabel(1)).toBe('1 day');
    expect(cacheDaysLabel(14)).toBe('14 days');
  });
});
