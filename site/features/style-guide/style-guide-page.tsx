// /style-guide: the site's colours, type and components, live, so designers and engineers share one source.
import {css} from 'goober';
import {useState} from 'react';
import {styleGuideBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {Accordion} from '../../ui/accordion.tsx';
import {Button} from '../../ui/button.tsx';
import {Card} from '../../ui/card.tsx';
import {Dialog} from '../../ui/dialog.tsx';
import {SelectField, TextField} from '../../ui/field.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {Table} from '../../ui/table.tsx';
import {colors} from '../../ui/theme.ts';

const SWATCHES = [
  {name: 'swatchGreen', value: colors.green, text: colors.white},
  {name: 'swatchGreenDark', value: colors.greenDark, text: colors.white},
  {name: 'swatchYellow', value: colors.yellow, text: colors.ink},
  {name: 'swatchSurface', value: colors.surface, text: colors.ink},
  {name: 'swatchInk', value: colors.ink, text: colors.white},
  {name: 'swatchMuted', value: colors.muted, text: colors.white},
  {name: 'swatchError', value: colors.error, text: colors.white},
  {name: 'swatchFocus', value: colors.focus, text: colors.white},
] as const;

export function StyleGuidePage() {
  const words = pageWords(styleGuideBook);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <PageHeading title={words('heading')} lead={words('lead')} />
      <Section title={words('coloursTitle')}>
        <p>{words('coloursNote')}</p>
        <ul
          className={css`list-style: none; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));`}
        >
          {SWATCHES.map((swatch) => (
            <li
              key={swatch.name}
              className={css`background: ${swatch.value}; color: ${swatch.text}; padding: 16px; border-radius: 12px; border: 1px solid ${colors.border};`}
            >
              <strong>{words(swatch.name)}</strong>
              <br />
              {/* A hex code, in Latin letters on every page. */}
              <span lang="en">{swatch.value}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={words('typeTitle')} tone="white">
        <p>{words('typeNote')}</p>
        <p className={css`font-size: 2rem; font-weight: 800; color: ${colors.greenDark};`}>
          {words('typeHeading')}
        </p>
        <p>{words('typeBody')}</p>
      </Section>
      <Section title={words('buttonsTitle')}>
        <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
          <Button>{words('buttonPrimary')}</Button>
          <Button variant="secondary">{words('buttonSecondary')}</Button>
          <Button variant="accent">{words('buttonAccent')}</Button>
          <Button variant="quiet">{words('buttonQuiet')}</Button>
          <Button disabled>{words('buttonDisabled')}</Button>
          <LinkButton href="/faq" variant="secondary">
            {words('linkButton')}
          </LinkButton>
        </div>
      </Section>
      <Section title={words('fieldsTitle')} tone="white">
        <div className={css`max-width: 480px;`}>
          <TextField
            label={words('fullName')}
            name="example-name"
            placeholder={words('fullNamePlaceholder')}
          />
          <TextField
            label={words('email')}
            name="example-email"
            defaultValue={words('emailExample')}
            error={words('emailError')}
          />
          <SelectField
            label={words('age')}
            name="example-age"
            emptyLabel={words('chooseAge')}
            options={[
              {value: '18-25', label: '18-25'},
              {value: '26-35', label: '26-35'},
            ]}
          />
        </div>
      </Section>
      <Section title={words('cardsTitle')}>
        <Card tone="green">
          <h3>{words('cardTitle')}</h3>
          <p>{words('cardText')}</p>
        </Card>
        <div className={css`margin: 24px 0;`}>
          <Table
            caption={words('tableCaption')}
            columns={[words('columnNumber'), words('columnItem'), words('columnAmount')]}
            footer={
              <tr>
                <td colSpan={2}>{words('total')}</td>
                <td>$30</td>
              </tr>
            }
          >
            <tr>
              <td>1</td>
              <td>{words('seeds')}</td>
              <td>$10</td>
            </tr>
            <tr>
              <td>2</td>
              <td>{words('coffeeBeans')}</td>
              <td>$20</td>
            </tr>
          </Table>
        </div>
        <Accordion
          items={[
            {id: 'a', title: words('accordionItem'), content: <p>{words('accordionItemText')}</p>},
            {id: 'b', title: words('anotherItem'), content: <p>{words('anotherItemText')}</p>},
          ]}
        />
      </Section>
      <Section title={words('dialogTitle')} tone="white">
        <Button onClick={() => setDialogOpen(true)} aria-haspopup="dialog">
          {words('openDialog')}
        </Button>
        <Dialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title={words('exampleDialog')}
          actions={<Button onClick={() => setDialogOpen(false)}>{words('close')}</Button>}
        >
          <p>{words('dialogText')}</p>
        </Dialog>
      </Section>
    </>
  );
}
