// 'Download CSV' for one table; the file is built in the browser from the rows already on screen.
import {CONTRIBUTIONS_WORDS, downloadCsv} from '../../../core/contributions/index.ts';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {Button} from '../../ui/button.tsx';
import {VisuallyHidden} from '../../ui/visually-hidden.tsx';

export type DownloadCsvButtonProps = {
  fileName: string;
  /** Builds the CSV text on click, so an unopened table costs nothing. */
  buildCsv: () => string;
  /** Said after the visible label, e.g. 'of contributors to Nard Urban Farming'. */
  context: string;
};

export function DownloadCsvButton({fileName, buildCsv, context}: DownloadCsvButtonProps) {
  return (
    <Button variant="secondary" onClick={() => downloadCsv(fileName, buildCsv())}>
      {pageTranslator(contributionsBook)(CONTRIBUTIONS_WORDS.download)}
      <VisuallyHidden> {context}</VisuallyHidden>
    </Button>
  );
}
