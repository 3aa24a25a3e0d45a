import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  forgotHeading: '忘记密码',
  forgotIntro: '请输入您注册时用的电子邮箱。我们会发给您一个 4 位数验证码。',
  email: '电子邮箱',
  sendCode: '发送验证码',
  backToLogIn: '返回登录',
  codeHeading: '输入验证码',
  codeSent: '我们已把 4 位数验证码发到 {email}。验证码 10 分钟内有效。',
  noEmailYet: '我们还不知道您的电子邮箱。请返回上一步，先输入电子邮箱。',
  verifyCode: '验证',
  otherEmail: '改用另一个电子邮箱',
  resendCode: '重新发送验证码',
  resendWait: '{seconds} 秒后可以再要一个新的验证码。',
  noEmailArrived: '没收到邮件？请查看垃圾邮件文件夹，或再要一个新的验证码。',
  newPasswordHeading: '设置新密码',
  password: '密码',
  confirmPassword: '确认密码',
  updatePassword: '更新密码',
  startAgain: '用您的电子邮箱重新开始',
} satisfies Translation<typeof en>;
