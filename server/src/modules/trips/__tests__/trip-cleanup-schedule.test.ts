import type { DataSource } from 'typeorm';
import type { SettingsService } from '../../settings/index.js';
import type { WalletService } from '../../wallet/index.js';
import { CLEANUP_INTERVAL_MS, FIRST_CLEANUP_MS, TripCleanupService } from '../trip-cleanup.service.js';

describe('the temporary trip cleanup schedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const service = () => {
    const sweep = jest.fn().mockResolvedValue({ files: 0, leftovers: 0 });
    const wallet = { sweepUnreferencedFiles: sweep } as unknown as WalletService;
    const cleanup = new TripCleanupService({ getRepository: () => ({}) } as unknown as DataSource, {} as SettingsService, wallet);
    const removeExpired = jest.spyOn(cleanup, 'removeExpired');
    return { cleanup, removeExpired, sweep };
  };

  test('runs a minute after start, then every hour, until stopped, sweeping unnamed files each time', async () => {
    const { cleanup, removeExpired, sweep } = service();
    removeExpired.mockResolvedValue(0);
    const stop = cleanup.schedule({ error: jest.fn() });
    jest.advanceTimersByTime(FIRST_CLEANUP_MS - 1);
    expect(removeExpired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(removeExpired).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(CLEANUP_INTERVAL_MS - FIRST_CLEANUP_MS);
    expect(removeExpired).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(CLEANUP_INTERVAL_MS);
    expect(removeExpired).toHaveBeenCalledTimes(3);
    stop();
    jest.advanceTimersByTime(CLEANUP_INTERVAL_MS * 3);
    expect(removeExpired).toHaveBeenCalledTimes(3);
    await Promise.resolve();
    expect(sweep).toHaveBeenCalledTimes(3);
  });

  test('a failed sweep is logged apart from the trip cleanup, and the next one still happens', async () => {
    const { cleanup, removeExpired, sweep } = service();
    removeExpired.mockResolvedValue(0);
    sweep.mockRejectedValueOnce(new Error('disk gone'));
    const log = { error: jest.fn() };
    const stop = cleanup.schedule(log, 1000, 10);
    await jest.advanceTimersByTimeAsync(10);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'the sweep of unnamed stored files failed');
    expect(log.error).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    stop();
  });

  test('a failed run is logged, and the next one still happens', async () => {
    const { cleanup, removeExpired } = service();
    removeExpired.mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(0);
    const log = { error: jest.fn() };
    const stop = cleanup.schedule(log, 1000, 10);
    await jest.advanceTimersByTimeAsync(10);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'temporary trip cleanup failed');
    await jest.advanceTimersByTimeAsync(1000);
    expect(removeExpired).toHaveBeenCalledTimes(2);
    stop();
  });
});
