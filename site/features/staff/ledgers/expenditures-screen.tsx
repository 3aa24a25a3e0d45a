// Expenditures: what each anchor project spent, as /contributions lists it.

import {EXPENDITURES} from './ledger-kinds.ts';
import {LedgerScreen} from './ledger-screen.tsx';

export default function ExpendituresScreen() {
  return (
    <LedgerScreen
      ledger={EXPENDITURES}
      intro="What each project spent, with its purpose. The public Contribution page lists every row."
    />
  );
}
