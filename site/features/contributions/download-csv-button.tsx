// 'Download CSV' for one table; the file is built in the browser from the rows already on screen.
import {downloadCsv} from '../../../core/contributions/index.ts';
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
      Download CSV<VisuallyHidden> {context}</VisuallyHidden>
    </Button>
  );
}
