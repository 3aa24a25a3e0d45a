import type {FIGURE_WORDS} from '../../../contributions/words.ts';
import type {Translation} from '../../book.ts';

export default {
  notStarted: 'Belum bermula',
  funded: '{percent}% daripada sasaran',
  raised: '{raised} terkumpul',
  raisedOfGoal: '{raised} terkumpul daripada {goal}',
  progress: '{funded} ({raised})',
  collection: 'Jumlah Kutipan: {amount}',
} satisfies Translation<typeof FIGURE_WORDS>;
