// One anchor project: what came in and what went out, each behind its own independent toggle.
import {css} from 'goober';
import {
  contributionsCsv,
  csvFileName,
  downloadContext,
  expendituresCsv,
  ledgerSummary,
  type ProjectFigures,
  toggleContext,
} from '../../../core/contributions/index.ts';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {cardClass} from '../../ui/card.tsx';
import {ProjectProgress} from '../../ui/project-progress.tsx';
import {colors} from '../../ui/theme.ts';
import {ContributorsTable} from './contributors-table.tsx';
import {DownloadCsvButton} from './download-csv-button.tsx';
import {ExpendituresTable} from './expenditures-table.tsx';
import {LedgerToggle} from './ledger-toggle.tsx';

const toggles = css`
  display: grid; gap: 12px; grid-template-columns: repeat(2, minmax(0, max-content));
  & [role='region'] { max-width: 100%; }
  @media (max-width: 699px) { & table th, & table td { padding: 8px 5px; font-size: 1rem; } }
`;

// On a phone the card's padding would push the amount column off screen. A function, so the rule is
// created after cardClass()'s and wins.
const phoneCard = () => css`@media (max-width: 699px) { padding: 16px 10px; }`;

export function ProjectLedger({group}: {group: ProjectFigures}) {
  const {title} = group;
  const words = pageWords(contributionsBook);
  return (
    <article className={`${cardClass()} ${phoneCard()}`} aria-labelledby={`ledger-${group.id}`}>
      <h3 id={`ledger-${group.id}`}>{title}</h3>
      <ProjectProgress project={group} labelledBy={`ledger-${group.id}`} />
      <p className={css`margin: 0; color: ${colors.ink};`}>
        {ledgerSummary(group, words).map((part) =>
          part.strong ? <strong key={part.text}>{part.text}</strong> : part.text,
        )}
      </p>
      <div className={toggles}>
        <LedgerToggle label={words('contributorToggle')} context={toggleContext(title, words).trim()}>
          {() => (
            <>
              <ContributorsTable
                projectTitle={title}
                rows={group.contributors}
                totalCents={group.contributorsTotalCents}
              />
              <div>
                <DownloadCsvButton
                  fileName={csvFileName(title, 'contributors')}
                  buildCsv={() => contributionsCsv(group.contributors, words)}
                  context={downloadContext('contributors', title, words).trim()}
                />
              </div>
            </>
          )}
        </LedgerToggle>
        <LedgerToggle label={words('expenditureToggle')} context={toggleContext(title, words).trim()}>
          {() => (
            <>
              <ExpendituresTable
                projectTitle={title}
                rows={group.expenditures}
                totalCents={group.expendituresTotalCents}
              />
              <div>
                <DownloadCsvButton
                  fileName={csvFileName(title, 'expenditures')}
                  buildCsv={() => expendituresCsv(group.expenditures, words)}
                  context={downloadContext('expenditures', title, words).trim()}
                />
              </div>
            </>
          )}
        </LedgerToggle>
      </div>
    </article>
  );
}
