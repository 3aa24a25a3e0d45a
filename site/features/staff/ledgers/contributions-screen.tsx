// Contributions: the gifts to each anchor project, as /contributions lists them.

import {CONTRIBUTIONS} from './ledger-kinds.ts';
import {LedgerScreen} from './ledger-screen.tsx';

export default function ContributionsScreen() {
  return (
    <LedgerScreen
      ledger={CONTRIBUTIONS}
      intro="Gifts to each project. They make up the totals and progress bars on the public pages."
    />
  );
}
