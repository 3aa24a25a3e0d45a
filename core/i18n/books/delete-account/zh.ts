import type {DELETE_ACCOUNT_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  passwordRequired: '请输入密码以删除您的账户。',
  wrongPassword: '密码不正确，您的账户没有删除。',
  wrongPasskey: '这个通行密钥不属于此账户，您的账户没有删除。',
  gone: '这个账户已不存在。',
  deleted:
    '您的账户已删除，我们已发最后一封邮件通知您。我们必须保留的记录（出席记录、用于扣税的捐款）已不再带有您的姓名或联系方式。',
} satisfies Translation<typeof DELETE_ACCOUNT_MESSAGES>;
