import type {PASSKEY_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  nameRequired: '请给通行密钥取个名字，例如“工作电脑”。',
  nameTooLong: '通行密钥的名字最多 60 个字符。',
  notUnderstood: '无法读取通行密钥的回应，请再试一次。',
  refused: '这个通行密钥未被接受。请使用为本网站保存的通行密钥，或用密码登录。',
  notYours: '这个通行密钥不属于此账户。请使用为此账户保存的通行密钥，或输入验证码。',
  taken: '这个通行密钥已经保存过了（在此账户或另一个账户）。',
  unavailable:
    '通行密钥需要用网站名称（例如 localhost）而不是 IP 地址打开本网站，并使用支持通行密钥的浏览器。',
  cancelled: '没有使用通行密钥。准备好了再试一次。',
} satisfies Translation<typeof PASSKEY_MESSAGES>;
