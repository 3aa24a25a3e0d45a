// /licences: every open-source package this site ships, read from node_modules at build time.

import licences from 'virtual:nard-licences';
import {css} from 'goober';
import {licencesBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {Table} from '../../ui/table.tsx';
import {colors} from '../../ui/theme.ts';

// Package names, versions and licence texts stay as their authors wrote them, marked lang="en" on every page.
export function LicencesPage() {
  const words = pageWords(licencesBook);
  return (
    <>
      <PageHeading title={words('heading')} lead={words('lead')} />
      <Section>
        <p>{words('madeAutomatically')}</p>
        <Table
          caption={words('caption', {count: licences.length})}
          columns={[words('package'), words('version'), words('licence')]}
        >
          {licences.map((entry) => (
            <tr key={entry.name} lang="en">
              <td>{entry.name}</td>
              <td>{entry.version}</td>
              <td>{entry.licence}</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title={words('fullTexts')} tone="white">
        {licences
          .filter((entry) => entry.text)
          .map((entry) => (
            <details key={entry.name} lang="en" className={css`margin-bottom: 12px;`}>
              <summary
                className={css`cursor: pointer; min-height: 44px; display: flex; align-items: center; font-weight: 650; color: ${colors.greenDark};`}
              >
                {entry.name} ({entry.licence})
              </summary>
              <pre
                className={css`white-space: pre-wrap; font-size: 0.9rem; background: ${colors.surface}; padding: 16px; border-radius: 8px;`}
              >
                {entry.text}
              </pre>
            </details>
          ))}
      </Section>
    </>
  );
}
