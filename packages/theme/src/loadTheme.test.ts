import { loadTheme, type FetchTheme } from './loadTheme';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

describe('loadTheme', () => {
  it('API-017 THEME-001 asks for the venue theme first and answers it', async () => {
    const fetchTheme = vi.fn<FetchTheme>(async () => ({ themeAppPrimaryColour: '#1B8A5A' }));
    const result = await loadTheme({ venue: 'hilltop', fetchTheme });
    expect(fetchTheme).toHaveBeenCalledTimes(1);
    expect(fetchTheme).toHaveBeenCalledWith({ venue: 'hilltop' });
    expect(result).toEqual({ status: 'ok', theme: { themeAppPrimaryColour: '#1B8A5A' }, venue: 'hilltop' });
  });

  it('API-017 retries without the venue param when the venue theme fails', async () => {
    const fetchTheme = vi
      .fn<FetchTheme>()
      .mockRejectedValueOnce(httpError(404))
      .mockResolvedValueOnce({ themeAppPrimaryColour: '#8C59F8' });
    const result = await loadTheme({ venue: 'nowhere', fetchTheme });
    expect(fetchTheme.mock.calls).toEqual([[{ venue: 'nowhere' }], [{}]]);
    expect(result).toMatchObject({ status: 'ok', venue: undefined });
  });

  it('THEME-016 a 503 is the maintenance state, without a pointless retry', async () => {
    const fetchTheme = vi.fn<FetchTheme>().mockRejectedValue(httpError(503));
    expect(await loadTheme({ venue: 'riverside', fetchTheme })).toEqual({ status: 'maintenance', httpStatus: 503 });
    expect(fetchTheme).toHaveBeenCalledTimes(1);
  });

  it('THEME-016 a 503 on the retry without venue is maintenance too', async () => {
    const fetchTheme = vi
      .fn<FetchTheme>()
      .mockRejectedValueOnce(httpError(500))
      .mockRejectedValueOnce({ response: { status: 503 } });
    expect(await loadTheme({ venue: 'riverside', fetchTheme })).toMatchObject({ status: 'maintenance' });
  });

  it('THEME-017 any other failure is the error state with its status', async () => {
    const fetchTheme = vi.fn<FetchTheme>().mockRejectedValue(httpError(500));
    const result = await loadTheme({ venue: 'riverside', fetchTheme });
    expect(result).toMatchObject({ status: 'error', httpStatus: 500 });
    expect(fetchTheme).toHaveBeenCalledTimes(2);
    const network = await loadTheme({
      fetchTheme: vi.fn<FetchTheme>().mockRejectedValue(new TypeError('fetch failed')),
    });
    expect(network).toMatchObject({ status: 'error', httpStatus: undefined });
  });
});
