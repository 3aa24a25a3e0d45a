import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: '我们找不到这个页面',
  lead: '这个链接可能已经过时，或者网址打错了。',
  help: '您可以回到首页重新开始，或者请我们帮忙。',
  homePage: '回到首页',
  contactUs: '联系我们',
} satisfies Translation<typeof en>;
