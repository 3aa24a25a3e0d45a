import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: '为我们工作',
  intro: '登录后，就能查看您的个人资料和可以参加的活动。',
  email: '电子邮箱',
  password: '登录密码',
  logIn: '登录',
  logInWithPasskey: '用通行密钥登录',
  forgotPassword: '忘记密码？',
  signUp: '第一次来？注册',
  twoStepHeading: '两步登录',
  usePasskeyIntro: '请使用您为这个账户保存的通行密钥。',
  usePasskey: '使用您的通行密钥',
  recoveryOnly: '手边没有通行密钥？请输入您的一个恢复码。',
  appAfterPasskey: '或者打开您的身份验证应用，输入它为 The Nard Foundation 显示的 6 位数验证码。',
  appOnly: '请打开您的身份验证应用，输入它为 The Nard Foundation 显示的 6 位数验证码。',
  code: '验证码',
  codeHintApp: '手机丢了？可以改为输入您的一个恢复码，例如 7KQM3-XWA2P。',
  codeHintRecovery: '恢复码的样子像这样：7KQM3-XWA2P。',
  continue: '继续',
  backToPassword: '返回输入密码',
} satisfies Translation<typeof en>;
