// The two tables, with the site's columns and a Total line in the footer.
import type {ComponentChildren} from 'preact';
import type {AnchorProjectGroup} from '../../core/contributions/index.ts';
import {formatCents, formatMoney, formatUsDate} from '../../core/format/index.ts';

type Props = {group: AnchorProjectGroup; onDownload: () => void};

function Table(props: {
  caption: string;
  head: string[];
  total: string;
  onDownload: () => void;
  children: ComponentChildren;
}) {
  const span = props.head.length;
  return (
    <div class="table-wrap">
      <table part="table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td class="amount">{props.total}</td>
            {span > 4 ? <td /> : null}
          </tr>
        </tfoot>
      </table>
      <button type="button" class="quiet" part="download" onClick={props.onDownload}>
        Download CSV<span class="sr-only">: {props.caption}</span>
      </button>
    </div>
  );
}

/** No., Contributor, Date, Contribution Amount. */
export function ContributorsTable({group, onDownload}: Props) {
  const head = ['No.', 'Contributor', 'Date', 'Contribution Amount'];
  const caption = `Contributors to ${group.title}`;
  return (
    <Table
      caption={caption}
      head={head}
      total={formatCents(group.contributorsTotalCents)}
      onDownload={onDownload}
    >
      {group.contributors.map((row, index) => (
        <tr key={row._id ?? index}>
          <td>{index + 1}</td>
          <td>{row.name}</td>
          <td>{formatUsDate(row.date)}</td>
          <td class="amount">{formatMoney(row.amount)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** No., Expenses Item, Date, Amount, Purpose / Detail. */
export function ExpendituresTable({group, onDownload}: Props) {
  const head = ['No.', 'Expenses Item', 'Date', 'Amount', 'Purpose / Detail'];
  const caption = `Expenditures of ${group.title}`;
  return (
    <Table
      caption={caption}
      head={head}
      total={formatCents(group.expendituresTotalCents)}
      onDownload={onDownload}
    >
      {group.expenditures.map((row, index) => (
        <tr key={row._id ?? index}>
          <td>{index + 1}</td>
          <td>{row.item}</td>
          <td>{formatUsDate(row.date)}</td>
          <td class="amount">{formatMoney(row.amount)}</td>
          <td>{row.detail}</td>
        </tr>
      ))}
    </Table>
  );
}
