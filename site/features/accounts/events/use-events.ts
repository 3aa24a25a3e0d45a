// Loads one events table from GET /api/events?type=...; the request is cancelled if the page is left.
import {useEffect, useState} from 'react';
import type {EventRow, EventType} from '../../../../core/api/index.ts';
import {accountsApi} from '../accounts-api.ts';

/** Where the table's data stands. */
export type EventsState =
  | {status: 'loading'}
  | {status: 'ready'; events: EventRow[]}
  | {status: 'failed'; message: string};

/** The events of one type, fetched once per mount. */
export function useEvents(type: EventType): EventsState {
  const [state, setState] = useState<EventsState>({status: 'loading'});
  useEffect(() => {
    const controller = new AbortController();
    setState({status: 'loading'});
    accountsApi.getEvents(type, {signal: controller.signal}).then((result) => {
      if (controller.signal.aborted) return;
      setState(
        result.success
          ? {status: 'ready', events: result.events}
          : {status: 'failed', message: result.message},
      );
    });
    return () => controller.abort();
  }, [type]);
  return state;
}
