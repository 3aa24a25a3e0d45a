// Partner sites (administrators): the origins whose pages may send the volunteer form widget. A change
// works at once, without a restart; PARTNER_ORIGINS only seeds the list.
import type {PartnerOrigin} from '../../../../core/staff/index.ts';
import {dataOf} from '../../../lib/data-of.ts';
import {listPartnerOrigins, removePartnerOrigin} from '../settings-api.ts';
import {formatTime} from '../shared/format-time.ts';
import {RecordScreen} from '../shared/record-screen.tsx';
import {PartnerAddForm} from './partner-add-form.tsx';

/** The partner sites screen of the console. */
export default function PartnersScreen() {
  return (
    <RecordScreen<PartnerOrigin>
      intro="Pages on these sites may send the volunteer form. Add a partner's address; it works at once."
      load={async (api, _query, signal) => dataOf(await listPartnerOrigins(api, {signal})).partnerOrigins}
      loading="Loading partner sites..."
      empty="No partner sites yet."
      caption="Partner sites"
      rowKey={(partner) => partner.origin}
      controls={(host) => <PartnerAddForm onAdded={host.finish} />}
      columns={[
        {heading: 'Address', cell: (partner) => partner.origin},
        {
          heading: 'Added',
          cell: (partner) =>
            `${formatTime(partner.addedAt)}${partner.addedBy ? ` by ${partner.addedBy}` : ''}`,
        },
      ]}
      actions={{
        heading: 'Remove',
        buttons: [
          {
            label: 'Remove',
            name: (partner) => `Remove ${partner.origin}`,
            variant: 'quiet',
            confirm: {
              title: 'Remove this partner site?',
              confirmLabel: 'Remove partner site',
              says: (partner) =>
                `Pages on ${partner.origin} will no longer be able to send the volunteer form. Forms already sent stay.`,
              send: (api, partner) => removePartnerOrigin(api, partner.origin),
              done: (partner) => `Removed: ${partner.origin}.`,
            },
          },
        ],
      }}
    />
  );
}
