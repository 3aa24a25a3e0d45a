// Who has a place at each volunteer event, for signed-in people only (issue 19 #16): first names of those
// who chose to show theirs, "A volunteer" for everyone else. Signed out, or on the work table, no names.
import type {EventType} from '../../../core/api/index.ts';
import {dataOf} from '../../lib/data-of.ts';
import {useLoad} from '../../lib/use-load.ts';

/** The names per event id once loaded; null while loading, signed out, on failure, or for work events. */
export function useEventNames(
  type: EventType,
  signedIn: boolean,
): {
  names: Record<string, string[]> | null;
  refetch: () => void;
} {
  const wanted = signedIn && type === 'volunteer';
  const {state, refetch} = useLoad(
    async (api, signal) => (wanted ? dataOf(await api.getVolunteerEventNames({signal})).names : null),
    [wanted],
  );
  return {names: state.status === 'ready' ? state.data : null, refetch};
}
