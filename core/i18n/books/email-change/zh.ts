import type {EMAIL_CHANGE_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  passwordRequired: '请输入密码以更改您的电子邮箱。',
  wrongPassword: '密码不正确，您的电子邮箱没有更改。',
  same: '这已经是您的电子邮箱了。',
  sent: '我们已把链接发到新的邮箱。请在 24 小时内打开它完成更改；在那之前，请用现在的邮箱登录。',
  changed: '您的新电子邮箱已确认，以后请用它登录。',
  taken: '这个邮箱现在属于另一个账户，所以您的邮箱没有更改。',
} satisfies Translation<typeof EMAIL_CHANGE_MESSAGES>;
