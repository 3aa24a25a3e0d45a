import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  hello: '您好！',
  signature: 'Nard Foundation 敬上',
  logInHere: '您可以在这里登录：',
  welcomeSubject: '您的 Nard Foundation 账户',
  welcomeThanks: '感谢您向 Nard Foundation 提出申请。我们已为这个电子邮箱开设了账户。',
  welcomeNotYou:
    '您没有注册吗？那可能是有人不小心输入了您的邮箱。请不要打开链接，并写信告诉我们，我们会删除这个账户。',
  confirmSubject: '请确认您的电子邮箱',
  confirmAsk: '请打开以下链接，确认这是您的电子邮箱：',
  confirmLinkWorks:
    '链接只能使用一次，{days, plural, other {# 天}}内有效。打开链接之前，您还不能报名参加活动。',
  takenSubject: '有人想用您的电子邮箱注册',
  takenTried: '有人想用这个电子邮箱开设新的 Nard Foundation 账户。',
  takenNothingChanged: '您已经有账户了，所以什么都没有更改。',
  takenWasItYou: '是您本人吗？您可以在这里登录：',
  takenForgot: '忘记密码了吗？您可以在这里设置新密码：',
  takenNotYou: '不是您本人吗？那您可以不理会这封邮件，您的账户保持不变。',
  changeOldSubject: '您的电子邮箱正在更改',
  changeOldBody:
    '有一位知道您密码的人，要求把您的 Nard Foundation 账户转到 {address}。我们发到那里的链接被打开后，账户就会转过去。',
  changeOldNotYou: '不是您本人吗？请马上在登录页面重设密码，并告诉我们。',
  changeTakenSubject: '有人把您的邮箱填给了另一个账户',
  changeTakenBody:
    '有人要求把另一个 Nard Foundation 账户转到这个邮箱。这个邮箱已经有账户了，所以什么都没有更改。',
  changeTakenWasYou: '是您本人吗？请直接用这个邮箱登录。',
  changeNewSubject: '请确认您的新电子邮箱',
  changeNewAsk: '要把您的 Nard Foundation 账户转到这个邮箱，请打开以下链接：',
  changeNewWorks:
    '链接只能使用一次，{hours, plural, other {# 小时}}内有效。打开链接之前，您的账户仍使用现在的邮箱。',
  resetSubject: '您的重设密码验证码',
  resetAsked: '有人要求为这个电子邮箱的 Nard Foundation 账户重设密码。',
  resetHereIsCode: '您的验证码是：',
  resetTypeIt: '请在您提出要求的页面输入验证码。您也可以打开以下链接设置新密码：',
  resetWorks: '验证码和链接只能使用一次，{minutes, plural, other {# 分钟}}内有效。',
  resetNotYou: '您没有提出这个要求吗？那您可以不理会这封邮件，您的密码不会改变。',
  passwordChangedSubject: '您的密码已更改',
  passwordChangedBody: '您的 Nard Foundation 账户密码刚刚更改了，所有设备都已退出登录。',
  passwordChangedLogIn: '请用新密码重新登录。',
  passwordChangedNotYou: '不是您本人更改的吗？请马上重设密码，并写信告诉我们。',
  twoStepResetSubject: '您的两步登录已重设',
  twoStepResetBody:
    'Nard Foundation 已重设您账户的两步登录：您的通行密钥、身份验证应用和恢复码都不能再用，所有设备也都已退出登录。',
  twoStepResetSetUp: '请用密码登录，然后重新设置通行密钥或身份验证应用（工作人员会被要求马上设置）：',
  twoStepResetNotYou: '您没有提出这个要求吗？请在登录页面重设密码，并告诉我们。',
  recoverySignInSubject: '有人用恢复码登录了您的 Nard Foundation 账户',
  recoveryStepUpSubject: '您的 Nard Foundation 账户刚用了一个恢复码',
  recoverySignInUsed:
    '刚才有人用恢复码登录了您的账户，而不是用通行密钥或身份验证应用。{left, plural, other {您还剩 # 个恢复码。}}',
  recoveryStepUpUsed:
    '刚才有人用恢复码确认了您账户上的一项更改，而不是用通行密钥或身份验证应用。{left, plural, other {您还剩 # 个恢复码。}}',
  recoveryLostPhone:
    '手机丢了吗？请在个人资料页面添加通行密钥或重新设置身份验证应用，并在那里生成新的恢复码。',
  recoverySignInNotYou:
    '不是您本人吗？那就是有人拿到了您的密码和一个恢复码。请马上在登录页面重设密码，并告诉我们。',
  recoveryStepUpNotYou:
    '不是您本人吗？那就是有人正登录着您的账户，而且拿到了一个恢复码。请马上在登录页面重设密码（所有设备都会退出登录），并告诉我们。',
  factorChangedSubject: '您的纳德基金会账户的登录方式已更改',
  factorPasskeyAdded: '您的账户新增了一个通行密钥。它可以不用密码登录您的账户。',
  factorPasskeyRemoved: '您的账户移除了一个通行密钥。',
  factorAppAdded: '您的账户设置了身份验证应用，并生成了新的恢复码。',
  factorAppRemoved: '您的账户移除了身份验证应用。',
  factorCodesRenewed: '您的账户生成了新的恢复码。旧的恢复码已不能使用。',
  factorChangedWhen: '时间：{date} {time}（新加坡时间）。',
  factorChangedWhere: '设备：{system} 上的 {browser}。',
  factorChangedSeeProfile: '您的个人资料页在“两步登录”下列出每一次这样的更改。',
  factorChangedNotYou:
    '不是您本人吗？有人已登录您的账户。请立即在登录页重设密码（所有设备都会被登出），并告诉我们：我们可以为您重设两步登录。',
  factorSomeBrowser: '一个浏览器',
  factorUnknownSystem: '未知系统',
  deletedSubject: '您的 Nard Foundation 账户已删除',
  deletedByOwner: '按照您的要求，您在 Nard Foundation 的账户已删除。',
  deletedByStaff: '按照您的书面要求，您在 Nard Foundation 的账户已删除。',
  deletedByRetention:
    '您在 Nard Foundation 的账户已删除：这个账户很久没有使用，而我们的隐私声明说明，个人资料只在需要时才保留。',
  deletedWhatWent:
    '您的个人资料、申请、即将举行的活动名额，以及您发给我们的信息都已删除。已举行活动的出席记录和时数，以及我们为报税必须保留的捐款，会留在记录中，但不带您的名字或电子邮箱（申请了扣税的捐款，其 IRAS 记录会保留名字）。',
  deletedWelcomeBack: '欢迎您随时回来：{link}',
  deletedNotYou: '您没有提出这个要求吗？请马上回复这封邮件。',
} satisfies Translation<typeof en>;
