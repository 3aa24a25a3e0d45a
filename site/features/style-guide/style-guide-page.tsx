// /style-guide: the site's colours, type and components, live, so designers and engineers share one source.
import {css} from 'goober';
import {useState} from 'react';
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
  {name: 'Green (primary)', value: colors.green, text: colors.white},
  {name: 'Dark green', value: colors.greenDark, text: colors.white},
  {name: 'Ribbon yellow (accent)', value: colors.yellow, text: colors.ink},
  {name: 'Surface', value: colors.surface, text: colors.ink},
  {name: 'Ink (text)', value: colors.ink, text: colors.white},
  {name: 'Muted text', value: colors.muted, text: colors.white},
  {name: 'Error', value: colors.error, text: colors.white},
  {name: 'Focus ring', value: colors.focus, text: colors.white},
];

export function StyleGuidePage() {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <>
      <PageHeading title="Style guide" lead="The colours, type and parts this website is built from." />
      <Section title="Colours">
        <p>Yellow is never used for text on a light background. Every text colour passes WCAG AA contrast.</p>
        <ul
          className={css`list-style: none; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));`}
        >
          {SWATCHES.map((swatch) => (
            <li
              key={swatch.name}
              className={css`background: ${swatch.value}; color: ${swatch.text}; padding: 16px; border-radius: 12px; border: 1px solid ${colors.border};`}
            >
              <strong>{swatch.name}</strong>
              <br />
              {swatch.value}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Type" tone="white">
        <p>We use the system font of each device, so no font has to download. Body text is 18 px.</p>
        <p className={css`font-size: 2rem; font-weight: 800; color: ${colors.greenDark};`}>
          Heading: Skills for work
        </p>
        <p>Body: short sentences, one idea in each paragraph.</p>
      </Section>
      <Section title="Buttons and links">
        <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="accent">Accent</Button>
          <Button variant="quiet">Quiet</Button>
          <Button disabled>Disabled</Button>
          <LinkButton href="/faq" variant="secondary">
            Link button
          </LinkButton>
        </div>
      </Section>
      <Section title="Form fields" tone="white">
        <div className={css`max-width: 480px;`}>
          <TextField label="Full name" name="example-name" placeholder="Your name" />
          <TextField
            label="E-mail"
            name="example-email"
            defaultValue="not-an-email"
            error="Valid email is required"
          />
          <SelectField
            label="Age"
            name="example-age"
            emptyLabel="Choose your age"
            options={[
              {value: '18-25', label: '18-25'},
              {value: '26-35', label: '26-35'},
            ]}
          />
        </div>
      </Section>
      <Section title="Cards, tables and accordions">
        <Card tone="green">
          <h3>A card</h3>
          <p>Cards group related things.</p>
        </Card>
        <div className={css`margin: 24px 0;`}>
          <Table
            caption="An example table"
            columns={['No.', 'Item', 'Amount']}
            footer={
              <tr>
                <td colSpan={2}>Total</td>
                <td>$30</td>
              </tr>
            }
          >
            <tr>
              <td>1</td>
              <td>Seeds</td>
              <td>$10</td>
            </tr>
            <tr>
              <td>2</td>
              <td>Coffee beans</td>
              <td>$20</td>
            </tr>
          </Table>
        </div>
        <Accordion
          items={[
            {id: 'a', title: 'An accordion item', content: <p>Only one item is open at a time.</p>},
            {id: 'b', title: 'Another item', content: <p>Opening this closes the first.</p>},
          ]}
        />
      </Section>
      <Section title="Dialog" tone="white">
        <Button onClick={() => setDialogOpen(true)} aria-haspopup="dialog">
          Open a dialog
        </Button>
        <Dialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title="An example dialog"
          actions={<Button onClick={() => setDialogOpen(false)}>Close</Button>}
        >
          <p>Escape closes it too, and focus goes back to the button.</p>
        </Dialog>
      </Section>
    </>
  );
}
