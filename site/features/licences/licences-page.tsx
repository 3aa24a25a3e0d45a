// /licences: every open-source package this site ships, read from node_modules at build time.

import licences from 'virtual:nard-licences';
import {css} from 'goober';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {Table} from '../../ui/table.tsx';
import {colors} from '../../ui/theme.ts';

export function LicencesPage() {
  return (
    <>
      <PageHeading
        title="Licences"
        lead="This website is built with free, open-source software. We thank the people who share it."
      />
      <Section>
        <p>This list is made automatically each time the site is built, so it always matches what we use.</p>
        <Table
          caption={`Open-source packages in this website (${licences.length})`}
          columns={['Package', 'Version', 'Licence']}
        >
          {licences.map((entry) => (
            <tr key={entry.name}>
              <td>{entry.name}</td>
              <td>{entry.version}</td>
              <td>{entry.licence}</td>
            </tr>
          ))}
        </Table>
      </Section>
      <Section title="Full licence texts" tone="white">
        {licences
          .filter((entry) => entry.text)
          .map((entry) => (
            <details key={entry.name} className={css`margin-bottom: 12px;`}>
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
