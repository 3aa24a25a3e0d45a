import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: '公告',
  lead: 'Nard Foundation 的最新消息：营业时间、活动和新项目。',
  loading: '公告加载中…',
  empty: '目前没有公告，请稍后再来看看。',
  problem: '我们无法加载公告。{problem}',
  tryAgain: '再试一次',
  caption: '公告，最新的在前',
  columnNumber: '编号',
  columnDate: '日期',
  columnTitle: '标题',
  columnDetails: '详情',
  showDetails: '显示<hidden>“{title}”的详情</hidden>',
  hideDetails: '隐藏<hidden>“{title}”的详情</hidden>',
} satisfies Translation<typeof en>;
