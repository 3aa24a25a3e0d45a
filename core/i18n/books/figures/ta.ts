import type {FIGURE_WORDS} from '../../../contributions/words.ts';
import type {Translation} from '../../book.ts';

export default {
  notStarted: 'இன்னும் தொடங்கவில்லை',
  funded: '{percent}% நிதி திரட்டப்பட்டது',
  raised: '{raised} திரட்டப்பட்டது',
  raisedOfGoal: '{goal} இலக்கில் {raised} திரட்டப்பட்டது',
  progress: '{funded} ({raised})',
  collection: 'திரட்டப்பட்ட மொத்தத் தொகை: {amount}',
} satisfies Translation<typeof FIGURE_WORDS>;
