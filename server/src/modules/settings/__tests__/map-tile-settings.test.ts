import type { DataSource } from 'typeorm';
import { DEFAULT_SETTINGS, isAttributionUrl, isTileUrlTemplate } from '../settings.defaults.js';
import { SettingsService } from '../settings.service.js';

const storing = (rows: Array<{ key: string; value: unknown }>) => ({ getRepository: () => ({ find: async () => rows }) }) as unknown as DataSource;

describe('map tile settings', () => {
  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', true],
    ['https://tiles.example.com/styles/{z}/{x}/{y}@2x.png?key=public', true],
    ['/tiles/{z}/{x}/{y}.png', true],
    ['http://tiles.example.com/{z}/{x}/{y}.png', false],
    ['//tiles.example.com/{z}/{x}/{y}.png', false],
    ['https://tiles.example.com/{z}/{x}.png', false],
    ['javascript:alert(1)//{z}/{x}/{y}', false],
    ['not a url {z}{x}{y}', false],
  ])('%s is a usable tile template: %s', (template, usable) => {
    expect(isTileUrlTemplate(template)).toBe(usable);
  });

  it('attribution links are https or nothing', () => {
    expect(isAttributionUrl('https://www.openstreetmap.org/copyright')).toBe(true);
    expect(isAttributionUrl('')).toBe(true);
    expect(isAttributionUrl('javascript:alert(1)')).toBe(false);
    expect(isAttributionUrl('http://example.com')).toBe(false);
  });

  it('defaults to OpenStreetMap, takes a valid stored template, and ignores an unusable one', async () => {
    expect(await new SettingsService(storing([]), 0).get()).toMatchObject({ mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', mapTileAttribution: '© OpenStreetMap contributors' });
    const custom = await new SettingsService(storing([{ key: 'mapTileUrl', value: 'https://tiles.example.com/{z}/{x}/{y}.png' }, { key: 'mapTileAttribution', value: '© Example Maps' }]), 0).get();
    expect(custom).toMatchObject({ mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', mapTileAttribution: '© Example Maps' });
    const unusable = await new SettingsService(storing([{ key: 'mapTileUrl', value: 'http://tiles.example.com/{z}/{x}/{y}.png' }, { key: 'mapTileAttributionUrl', value: 'javascript:alert(1)' }]), 0).get();
    expect(unusable).toMatchObject({ mapTileUrl: DEFAULT_SETTINGS.mapTileUrl, mapTileAttributionUrl: DEFAULT_SETTINGS.mapTileAttributionUrl });
  });
});
