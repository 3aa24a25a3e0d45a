// /announcements: news from the foundation, read from the API, with loading, empty and error states.
import {css} from 'goober';
import {announcementsBook} from '../../../core/i18n/index.ts';
import {dataOf} from '../../lib/data-of.ts';
import {pageWords} from '../../lib/page-language.ts';
import {useLoad} from '../../lib/use-load.ts';
import {Button} from '../../ui/button.tsx';
import {Card} from '../../ui/card.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {colors, media} from '../../ui/theme.ts';
import {AnnouncementsTable} from './announcements-table.tsx';

// Room for the list while it loads, so the footer does not jump when it arrives: on a phone the rows
// wrap and run taller than any fixed guess, so the area fills most of the screen and the footer waits
// below it; wider screens fit a typical five rows in 24em.
const resultsArea = css`
  min-height: 75vh;
  ${media.tablet} {
    min-height: 24em;
  }
`;

export function AnnouncementsPage() {
  const words = pageWords(announcementsBook);
  // The prerender shows the loading state; the browser fetches.
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await api.getAnnouncements({signal})).announcements,
    [],
  );
  return (
    <>
      <PageHeading title={words('heading')} lead={words('lead')} />
      <Section>
        <div className={resultsArea}>
          <div role="status">
            {state.status === 'loading' && <p className={css`color: ${colors.muted};`}>{words('loading')}</p>}
            {state.status === 'ready' && state.data.length === 0 && <p>{words('empty')}</p>}
          </div>
          {state.status === 'failed' && (
            <Card tone="yellow">
              <p role="alert" className={css`margin: 0;`}>
                {words('problem', {problem: state.message})}
              </p>
              <div>
                <Button onClick={refetch}>{words('tryAgain')}</Button>
              </div>
            </Card>
          )}
          {state.status === 'ready' && state.data.length > 0 && (
            <AnnouncementsTable announcements={state.data} />
          )}
        </div>
      </Section>
    </>
  );
}
