// One anchor project: what came in and what went out, each behind its own independent toggle.
import {css} from 'goober';
import {
  CONTRIBUTIONS_WORDS,
  contributionsCsv,
  csvFileName,
  downloadContext,
  expendituresCsv,
  ledgerSummary,
  type ProjectFigures,
  toggleContext,
} from '../../../core/contributions/index.ts';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
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
  /* Tamil's 'Contributor' in bold is wider than half a phone: the two toggles stack. */
  @media (max-width: 699px) { &:lang(ta) { grid-template-columns: minmax(0, max-content); } }
`;

// On a phone the card's padding would push the amount column off screen. A function, so the rule is
// created after cardClass()'s and wins.
const phoneCard = () => css`@media (max-width: 699px) { padding: 16px 10px; }`;

export function ProjectLedger({group}: {group: ProjectFigures}) {
  const {title} = group;
  const t = pageTranslator(contributionsBook);
  return (
    <article className={`${cardClass()} ${phoneCard()}`} aria-labelledby={`ledger-${group.id}`}>
      <h3 id={`ledger-${group.id}`}>{title}</h3>
      <ProjectProgress project={group} labelledBy={`ledger-${group.id}`} />
      <p className={css`margin: 0; color: ${colors.ink};`}>
        {ledgerSummary(group, t).map((part) =>
          part.strong ? <strong key={part.text}>{part.text}</strong> : part.text,
        )}
      </p>
      <div className={toggles}>
        <LedgerToggle label={t(CONTRIBUTIONS_WORDS.contributor)} context={toggleContext(title, t)}>
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
                  buildCsv={() => contributionsCsv(group.contributors, t)}
                  context={downloadContext('contributors', title, t)}
                />
              </div>
            </>
          )}
        </LedgerToggle>
        <LedgerToggle label={t(CONTRIBUTIONS_WORDS.expenditure)} context={toggleContext(title, t)}>
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
                  buildCsv={() => expendituresCsv(group.expenditures, t)}
                  context={downloadContext('expenditures', title, t)}
                />
              </div>
            </>
          )}
        </LedgerToggle>
      </div>
    </article>
  );
}
