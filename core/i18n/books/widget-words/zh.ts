import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  newTab: '(在新标签页中打开)',
  thanksTitle: '谢谢您的申请',
  thanksText: 'Nard Foundation 已收到您的资料，很快会联系您。您现在就可以用您设定的电子邮件和密码登录。',
  logInOnSite: '在 Nard Foundation 网站登录',
  loadFailed: '我们无法载入公告。',
  show: '显示',
  hide: '隐藏',
  detailsOf: '“{title}”的详情',
} satisfies Translation<typeof en>;
