import type {FIGURE_WORDS} from '../../../contributions/words.ts';
import type {Translation} from '../../book.ts';

export default {
  notStarted: '尚未开始',
  funded: '已完成 {percent}%',
  raised: '已筹得 {raised}',
  raisedOfGoal: '已筹得 {raised}，目标 {goal}',
  progress: '{funded}，{raised}',
  collection: '累计捐款：{amount}',
} satisfies Translation<typeof FIGURE_WORDS>;
