import {act, cleanup, render, screen, waitFor} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {AuthExpiredError} from '../../core/api/index.ts';
import {api} from './api.ts';
import {dataOf} from './data-of.ts';
import {type LoadState, useLoad} from './use-load.ts';

vi.mock('./api.ts', () => ({api: {getAnnouncements: vi.fn()}}));
const getAnnouncements = vi.mocked(api.getAnnouncements);
const NEWS = {id: 'a1', date: '2025-01-02', title: 'Open day', description: 'Come and see the farm.'};

let shown: LoadState<string[]> | undefined;
let refetchNow: () => void = () => {};

function Titles({query}: {query: string}) {
  const {state, refetch} = useLoad(
    async (client, signal) =>
      dataOf(await client.getAnnouncements({signal})).announcements.map((a) => a.title + query),
    [query],
  );
  shown = state;
  refetchNow = refetch;
  return <p>{state.status}</p>;
}

afterEach(() => {
  cleanup();
  getAnnouncements.mockReset();
  shown = undefined;
});

describe('useLoad', () => {
  it('goes from loading to ready', async () => {
    getAnnouncements.mockResolvedValue({success: true, statusCode: 200, announcements: [NEWS]});
    render(<Titles query="" />);
    expect(shown).toEqual({status: 'loading'});
    await waitFor(() => expect(shown).toEqual({status: 'ready', data: ['Open day'], refreshing: false}));
  });

  it('fails with the server message, and a refetch loads again', async () => {
    getAnnouncements.mockResolvedValue({success: false, statusCode: 500, message: 'The database is down.'});
    render(<Titles query="" />);
    await waitFor(() => expect(shown).toEqual({status: 'failed', message: 'The database is down.'}));
    getAnnouncements.mockResolvedValue({success: true, statusCode: 200, announcements: [NEWS]});
    act(() => refetchNow());
    expect(shown).toEqual({status: 'loading'});
    await waitFor(() => expect(shown?.status).toBe('ready'));
  });

  it('keeps the data shown while a refetch runs', async () => {
    getAnnouncements.mockResolvedValue({success: true, statusCode: 200, announcements: [NEWS]});
    render(<Titles query="" />);
    await waitFor(() => expect(shown?.status).toBe('ready'));
    act(() => refetchNow());
    expect(shown).toEqual({status: 'ready', data: ['Open day'], refreshing: true});
    await waitFor(() => expect(shown).toEqual({status: 'ready', data: ['Open day'], refreshing: false}));
  });

  it('says the session ended when the token cannot be refreshed', async () => {
    getAnnouncements.mockRejectedValue(new AuthExpiredError('Invalid refresh token', 401));
    render(<Titles query="" />);
    await waitFor(() =>
      expect(shown).toEqual({status: 'failed', message: 'Your session has ended. Please log in again.'}),
    );
  });

  it('aborts the request when the component leaves, and starts over when its deps change', async () => {
    getAnnouncements.mockReturnValue(new Promise(() => {}));
    const view = render(<Titles query="" />);
    await waitFor(() => expect(getAnnouncements).toHaveBeenCalledTimes(1));
    const firstSignal = getAnnouncements.mock.calls[0]![0]!.signal!;
    getAnnouncements.mockResolvedValue({success: true, statusCode: 200, announcements: [NEWS]});
    view.rerender(<Titles query="!" />);
    expect(firstSignal.aborted).toBe(true);
    await waitFor(() => expect(shown).toEqual({status: 'ready', data: ['Open day!'], refreshing: false}));
    getAnnouncements.mockReturnValue(new Promise(() => {}));
    act(() => refetchNow());
    await waitFor(() => expect(getAnnouncements).toHaveBeenCalledTimes(3));
    view.unmount();
    expect(getAnnouncements.mock.calls[2]![0]!.signal!.aborted).toBe(true);
    expect(screen.queryByText('ready')).toBeNull();
  });
});
