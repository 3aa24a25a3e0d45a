import type {TWO_STEP_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  codeRequired: '请输入身份验证应用上的 6 位数验证码，或一个恢复码。',
  passkeyRequired: '请用通行密钥完成登录，或输入一个恢复码。',
  codeShape: '验证码是身份验证应用上的 6 位数字，或像 7KQM3-XWA2P 这样的恢复码。',
  wrongCode: '验证码不正确。请检查手机上的时间，并输入最新的验证码。',
  startAgain: '这次登录用时太长或输错太多次，请用密码重新登录。',
  stepUpRequired: '请确认是您本人：使用通行密钥或输入身份验证应用上的验证码，然后再试一次。',
  passwordAgain:
    '请确认是您本人：再输入一次密码，然后再试一次。这样，即使别人使用这台设备，您的账户也是安全的。',
  passwordNotEnough: '这个账户已开启两步登录，只凭密码无法确认。请使用通行密钥或验证码。',
  passwordWrong: '密码不正确。',
  setupCodeWrong: '验证码不符。请重新扫描二维码或输入密钥，然后输入最新的验证码。',
} satisfies Translation<typeof TWO_STEP_MESSAGES>;
