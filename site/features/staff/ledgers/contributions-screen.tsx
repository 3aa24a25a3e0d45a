// Contributions: the gifts to each anchor project, as /contributions lists them.
import {LedgerScreen} from './ledger-screen.tsx';
import {CONTRIBUTIONS} from './ledger-kinds.ts';

export default function ContributionsScreen() {
  return <LedgerScreen ledger={CONTRIBUTIONS} intro="Gifts to each project. They make up the totals and progress bars on the public pages." />;
}
