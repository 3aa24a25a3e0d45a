// Loads the announcements from the API. The prerender shows the loading state; the browser fetches.
import {useCallback, useEffect, useState} from 'react';
import type {Announcement} from '../../../core/api/index.ts';

export type AnnouncementsState =
  | {status: 'loading'}
  | {status: 'error'; message: string}
  | {status: 'ready'; announcements: Announcement[]};

export function useAnnouncements() {
  const [state, setState] = useState<AnnouncementsState>({status: 'loading'});
  const load = useCallback(async () => {
    setState({status: 'loading'});
    const {api} = await import('../../lib/api.ts');
    const result = await api.getAnnouncements();
    setState(
      result.success
        ? {status: 'ready', announcements: result.announcements}
        : {status: 'error', message: result.message},
    );
  }, []);
  useEffect(() => {
    load();
  }, [load]);
  return {state, retry: load};
}
