// One screen of records in the console, driven by its configuration: the intro, the controls and toolbar
// above the table, the loaded rows (loading, failed with Retry, empty), the row buttons, the one dialog
// open at a time, the confirm step before a removal, and the done and problem notes.
import {type ReactNode, useRef, useState} from 'react';
import type {Api} from '../../../../core/api/index.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {useLoad} from '../../../lib/use-load.ts';
import {Button} from '../../../ui/button.tsx';
import type {TableQuery} from '../staff-api.ts';
import {ConfirmDialog} from './confirm-dialog.tsx';
import {focusAfterRemoval} from './focus-after-removal.ts';
import {DoneNote, ErrorNote} from './notes.tsx';
import {Pager} from './pager.tsx';
import {RecordTable} from './record-table.tsx';
import type {Act, Column, Confirm, RowActions, Rows, ScreenHost, Tool} from './record-types.ts';
import {Loaded, Toolbar} from './screen-parts.tsx';

export type RecordScreenProps<T> = {
  /** The sentence above everything: what these records are and where the public sees them. */
  intro: string;
  /** The first query (filters, sort, page); each new one asks the server again. */
  query?: TableQuery;
  load: (api: Api, query: TableQuery, signal: AbortSignal) => Promise<Rows<T>>;
  /** Said while the rows load, e.g. 'Loading announcements...'. */
  loading: string;
  /** Said instead of a table with no rows; without it the empty table shows. */
  empty?: string;
  caption: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  actions?: RowActions<T>;
  /** Filters, a search box or an inline form, above the toolbar. */
  controls?: (host: ScreenHost) => ReactNode;
  tools?: readonly Tool[];
};

type Render = (host: ScreenHost) => ReactNode;

/**
 * A console screen of records.
 * @example <RecordScreen intro="..." load={...} loading="Loading..." caption="Events" columns={[...]} rowKey={(e) => e.id} />
 */
export function RecordScreen<T>(props: RecordScreenProps<T>) {
  const [query, setQuery] = useState<TableQuery>(props.query ?? {});
  const {state, refetch} = useLoad((api, signal) => props.load(api, query, signal), [query]);
  const [open, setOpen] = useState<{render: Render} | null>(null);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const controls = useRef<HTMLDivElement>(null);
  const host: ScreenHost = {
    close: () => setOpen(null),
    finish: (message) => {
      setOpen(null);
      setDone(message);
      refetch();
    },
    refetch,
    query,
    setQuery,
    open: (render) => setOpen({render}),
  };

  // A change may take the row or its button away with the reload: focus then goes to the first control
  // above the table instead of falling to the page.
  const keepFocus = () =>
    focusAfterRemoval(() => controls.current?.querySelector('input, select, textarea, button') ?? null);

  function confirmThen<A>(confirm: Confirm<A>, arg: A): Render {
    return (screen) => (
      <ConfirmDialog
        open
        title={confirm.title}
        confirmLabel={confirm.confirmLabel}
        onConfirm={async () => confirm.send(await loadApi(), arg)}
        onClose={(confirmed) => {
          if (!confirmed) return screen.close();
          screen.finish(confirm.done(arg));
          keepFocus();
        }}
      >
        <p>{confirm.says(arg)}</p>
      </ConfirmDialog>
    );
  }

  async function act<A>(action: Act<A>, arg: A) {
    if ('dialog' in action) return setOpen({render: (screen) => action.dialog(arg, screen)});
    if ('confirm' in action) return setOpen({render: confirmThen(action.confirm, arg)});
    setProblem('');
    const result = await action.run(await loadApi(), arg);
    if (!result.success) return setProblem(result.message);
    host.finish(action.done(arg));
    keepFocus();
  }

  const tools = props.tools ?? [];
  return (
    <>
      <p>{props.intro}</p>
      <div ref={controls}>
        {props.controls?.(host)}
        {tools.length > 0 && (
          <Toolbar>
            {tools.map((tool) => (
              <Button
                key={tool.label}
                variant={tool.variant}
                onClick={() => void act(tool, query)}
                aria-haspopup={'run' in tool ? undefined : 'dialog'}
              >
                {tool.label}
              </Button>
            ))}
          </Toolbar>
        )}
      </div>
      <DoneNote text={done} />
      <ErrorNote text={problem} />
      <Loaded
        state={state}
        retry={refetch}
        loading={props.loading}
        ready={(data) => {
          const rows = 'items' in data ? data.items : data;
          if (rows.length === 0 && props.empty) return <p>{props.empty}</p>;
          return (
            <>
              <RecordTable
                caption={props.caption}
                columns={props.columns}
                actions={props.actions}
                rows={rows}
                rowKey={props.rowKey}
                host={host}
                onAction={(action, row) => void act(action, row)}
              />
              {'items' in data && (
                <Pager
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  onPage={(next) => setQuery({...query, page: String(next)})}
                />
              )}
            </>
          );
        }}
      />
      {open?.render(host)}
    </>
  );
}
