// The home page's pop-up: the announcement staff chose to show in it, or none (issue 20). It opens once
// per visit (DECISIONS: not on every return to / in the same tab), after hydration and after the
// announcements load, so the prerendered page and its first paint stay plain and fast.
import {useEffect, useState} from 'react';
import {type Announcement, contentIn} from '../../../core/content/index.ts';
import {homeBook} from '../../../core/i18n/index.ts';
import {pageLanguageCode, pageWords} from '../../lib/page-language.ts';
import {AnnouncementText} from '../../ui/announcement-text.tsx';
import {Button} from '../../ui/button.tsx';
import {Dialog} from '../../ui/dialog.tsx';
import {InLanguage} from '../../ui/in-language.tsx';

/** sessionStorage key: set once the announcement has opened in this tab's visit. */
export const ANNOUNCEMENT_SEEN_KEY = 'nard_announcement_seen';

function firstTimeThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(ANNOUNCEMENT_SEEN_KEY)) return false;
    sessionStorage.setItem(ANNOUNCEMENT_SEEN_KEY, '1');
    return true;
  } catch {
    // Storage blocked (private mode, policy): show it, as the original did.
    return true;
  }
}

/**
 * The chosen announcement, read with a plain fetch of the same-origin, cached answer: the home page's
 * budget has no room for the API client on load (it comes with the figures, further down). A failure
 * only means no pop-up.
 */
async function popupAnnouncement(signal: AbortSignal): Promise<Announcement | undefined> {
  const answer = await fetch('/api/announcements', {signal, headers: {Accept: 'application/json'}});
  if (!answer.ok) return undefined;
  const body = (await answer.json()) as {announcements?: Announcement[]};
  return body.announcements?.find((item) => item.popup);
}

export function AnnouncementDialog() {
  const words = pageWords(homeBook);
  const [chosen, setChosen] = useState<Announcement | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    popupAnnouncement(controller.signal).then(setChosen, () => setChosen(undefined));
    return () => controller.abort();
  }, []);
  const [open, setOpen] = useState(false);
  // Counted as seen only when there is one to show: choosing one later still reaches this visit.
  useEffect(() => {
    if (chosen) setOpen(firstTimeThisVisit());
  }, [chosen]);
  if (!chosen) return null;
  const shown = contentIn(chosen, pageLanguageCode());
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title={words('announcement')}
      actions={<Button onClick={() => setOpen(false)}>{words('close')}</Button>}
    >
      <h3>
        <InLanguage lang={shown.lang}>{shown.title}</InLanguage>
      </h3>
      <InLanguage lang={shown.lang} block>
        <AnnouncementText source={shown.text} />
      </InLanguage>
    </Dialog>
  );
}
