import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: '密码与重设',
  lead: '密码保护您的账户安全。下面说明它是怎样运作的。',
  goodTitle: '好的密码',
  goodLength: '您的密码至少要有 6 个字符。',
  goodMix: '密码要有一个大写字母、一个小写字母、一个数字和一个符号：@ $ ! % * ? 或 &。',
  goodExample: '例如，一个简短的词组就很好用：Green@Farm24。',
  goodUnique: '请不要使用和其他网站相同的密码。',
  forgotTitle: '如果您忘记了密码',
  forgotStep1: '到“忘记密码”页面，输入您的电子邮箱。',
  forgotStep2: '我们会发给您一个 4 位数的验证码。验证码 10 分钟内有效。',
  forgotStep3: '输入验证码，然后设置新密码。',
  forgotNewCode: '如果没有收到第一个验证码，您可以要求一个新的。也请查看您的垃圾邮件文件夹。',
  resetButton: '重设我的密码',
  safeTitle: '我们怎样保护您的密码',
  safeScrambled: '我们绝不以明文保存您的密码，只保存经过加密打乱的形式。',
  safeNeverAsk: '我们的工作人员绝不会向您索取密码或验证码。',
  safeWrongCodes: '输错 5 次验证码后，您需要要求一个新的。这样可以防止陌生人乱猜。',
} satisfies Translation<typeof en>;
