// A partner page built with React 19: it renders the Nard elements like any other tag, changes their
// attributes from state, mounts and unmounts them, and listens to their events.
import {StrictMode, useEffect, useRef, useState} from 'react';
import {createRoot} from 'react-dom/client';

type NardEvent = CustomEvent<{type?: string; message?: string; tag?: string}>;

function useNardEvents(log: (line: string) => void) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const area = ref.current;
    if (!area) return;
    const listener = (event: Event) => {
      const {detail} = event as NardEvent;
      log(`${event.type} ${JSON.stringify(detail)}`);
    };
    const types = ['nard-ready', 'nard-submit', 'nard-error'];
    for (const type of types) area.addEventListener(type, listener);
    return () => {
      for (const type of types) area.removeEventListener(type, listener);
    };
  }, [log]);
  return ref;
}

function App() {
  const [limit, setLimit] = useState(2);
  const [showDonate, setShowDonate] = useState(true);
  const [events, setEvents] = useState<{id: number; line: string}[]>([]);
  const log = useRef((line: string) => setEvents((all) => [...all, {id: all.length + 1, line}])).current;
  const area = useNardEvents(log);
  return (
    <div ref={area}>
      <h1>SINGRASS</h1>
      <p>
        We grow pesticide-free greens indoors with trainees from the Nard Foundation. Their news and a way to
        support them are below.
      </p>
      <p>
        <button type="button" onClick={() => setLimit((n) => (n === 2 ? 5 : 2))}>
          Show {limit === 2 ? 'more' : 'fewer'} announcements
        </button>{' '}
        <button type="button" onClick={() => setShowDonate((shown) => !shown)}>
          {showDonate ? 'Hide' : 'Show'} the donate panel
        </button>
      </p>
      <nard-announcements limit={String(limit)} />
      {showDonate ? <nard-donate amount="50" /> : null}
      <h2>Widget events</h2>
      <ol id="event-log">
        {events.map((event) => (
          <li key={event.id}>{event.line}</li>
        ))}
      </ol>
    </div>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
