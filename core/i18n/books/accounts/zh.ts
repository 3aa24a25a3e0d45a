import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  signUpHeading: '以什么身份注册？',
  signUpIntro: '志愿者在我们的农场、咖啡烘焙坊和活动中帮忙。“为我们工作”适合想接受职业培训的人。',
  signUpVolunteer: '当志愿者',
  signUpWork: '为我们工作',
  alreadySignedUp: '已经注册了？<link>登录</link>',
  ribbonHeading: '参与黄丝带计划，当志愿者',
  storyChanceTitle: '第二次机会',
  storyChanceText: '在新加坡，黄丝带代表帮助出狱的人重新找到自己的位置。一份稳定的工作，往往是第一步。',
  storySkillsTitle: '受用一生的技能',
  storySkillsText:
    '志愿者帮助我们的学员学习种植、咖啡烘焙、手推车服务等技能。您把自己会的东西分享出去，一次教一件事。',
  storyTeamTitle: '有爱心的团队',
  storyTeamText:
    '您会和学员、工作人员及合作机构的伙伴一起工作。很多志愿者告诉我们，他们学到的和教出去的一样多。',
  ribbonApplication: '志愿者申请',
  ribbonFormNote: '年满 18 岁才能当志愿者。请填写表格，我们会和您联系。',
  workHeading: '和我们一起工作，学一门手艺',
  workIntro:
    '我们培训特殊需要人士、出狱后重新开始的更生人士，以及其他需要公平机会的人。您会在一个了解您的团队里，学到真正的职业技能。',
  workTrial: '两个月的试用期培训，有津贴。',
  workInternship: '之后在我们的一家业界合作机构实习六个月。',
  workNoFee: '不收培训费。',
  workApplication: '申请',
  workFormNote: '请填写下面的表格。我们会打电话给您，谈谈下一步。',
  volunteerEventsHeading: '即将举行的志愿者活动',
  volunteerEventsText: '看看有哪些活动、还有多少名额。登录后就可以报名。',
  volunteerEventsLink: '查看志愿者活动',
  workEventsHeading: '即将到来的工作和培训安排',
  workEventsText: '看看为学员安排的工作班次和培训课程。登录后就可以报名。',
  workEventsLink: '查看工作安排',
  volunteerEventsTitle: '志愿者活动',
  volunteerEventsIntro:
    '这些活动需要志愿者。登录后就可以报名；活动额满时，您可以加入候补名单。登录后，点按报名人数（或用 Tab 键移到那里），就能看到谁会参加：选择公开名字的人会显示名字，其他人显示为“一位志愿者”。',
  workEventsTitle: '工作安排',
  workEventsIntro:
    '这些是为学员安排的工作和在职培训。登录后就可以报名；活动额满时，您可以加入候补名单。为了保护学员，只有我们的工作人员能看到每场活动由谁来工作。',
  privacyHeading: '我们如何保护您的资料',
  privacyWho:
    'The Nard Foundation Limited（地址：{address}）收集您提供给我们的资料。我们遵守新加坡《2012年个人资料保护法令》（PDPA）。',
  privacyOfficer: '关于您的资料，有任何问题都可以问我们的资料保护官：<email>{email}</email>。',
  collectHeading: '我们收集什么，为什么收集',
  collectApply:
    '<strong>申请时</strong>（当志愿者或为我们工作）：您的姓名、年龄组别、电子邮箱、地区和城镇、电话号码、一位紧急联系人，以及您的职业或兴趣。我们用这些资料审阅您的申请，为您配对培训、工作或志愿者活动，并和您联系。',
  collectEvents:
    '<strong>参加活动时</strong>：您报名的活动、您是否出席，以及您的培训时数，供您留底，也用于我们的项目报告。',
  collectWrite: '<strong>写信给我们时</strong>：您的姓名、电子邮箱和留言，用来回复您。',
  collectGive:
    '<strong>捐款时</strong>：您的姓名、电子邮箱和捐款，用来感谢您并寄给您收据。如要扣税，还需要您的 NRIC、FIN 或 UEN 以及上面的名字，只用于向 IRAS（新加坡国内税务局）申报这笔捐款。',
  collectSignIn:
    '<strong>登录时</strong>：您的密码经过转换后的形式（无法还原成原来的密码）、您的通行密钥的公钥，以及每台已登录设备所用的浏览器，方便您查看这些设备并让它们退出登录。',
  emergencyHeading: '您的紧急联系人',
  emergencyText:
    '请先征得紧急联系人的同意。您把对方的电话号码给我们，就表示对方同意被列为紧急联系人，并同意在您发生意外时接到我们的电话。我们只会在紧急情况下打给对方。',
  safeHeading: '我们如何保障资料安全',
  safeText:
    '只有我们的工作人员能看到您的资料，而且他们登录时要经过第二步验证（通行密钥或验证码）。用于扣税的身份证件号码经过加密，工作人员只能看到其中一部分。我们不会出售您的资料，也不会把资料交给广告商。只有当您开始在某个业界合作机构实习时，我们才会把您的姓名和联系方式交给对方，而且只提供对方需要的部分。',
  keepHeading: '我们保存多久',
  keepAccount:
    '您的账户和申请：在您使用期间一直保存。如果连续 {months} 个月没有任何登录、报名或更改，我们会删除账户，并用电子邮件通知您。',
  keepUnconfirmed: '电子邮箱一直没有确认的注册：{days} 天。',
  keepMessages: '您发给我们的留言：回复后保存 {months} 个月。',
  keepTaxId:
    '用于扣税的身份证件号码：保存到捐款年份之后第 {years} 年年底，因为在此之前 IRAS 可能会查询；如果捐款一直没有到账，则保存一年。',
  keepSentMail:
    '我们发给您的电子邮件：发送之前连同内容（包括其中的验证码）一起保存；发送之后只保存发给谁、何时发出，保存 {days} 天，以便工作人员确认收据已送达。',
  keepDevices: '已登录的设备：最多 30 天。我们用电子邮件发给您的验证码：几分钟，用过即失效。',
  keepRecords:
    '账户删除后，过去活动的出席记录和时数，以及捐款记录，会继续保存，用于我们的报告和税务，但不再带有您的姓名或联系方式（可扣税的捐款会在其 IRAS 记录中保留姓名）。',
  rightsHeading: '查看、更正和删除您的资料',
  rightsText:
    '在您的<profile>个人资料</profile>页面上，您可以下载我们保存的关于您的全部资料、更改您的资料，以及删除您的账户。您也可以写信给我们的资料保护官 <email>{email}</email>，要求查看、更正或删除您的资料，或撤回您的同意。我们会在 30 天内答复。',
  noticesHeading: '您同意的通知',
  noticesIntro: '我们的表格上会显示一段简短的通知。以下是我们用过的每一种措辞，以及开始使用的日期。',
  noticeApplication: '申请表，自 {date} 起',
  noticeGiftTax: '可扣税的捐款，自 {date} 起',
  donorHeading: '我的捐款',
  donorIntro: '查看您给我们的捐款、收据和供您存档的结算单。您不需要账户：我们会用电子邮件发给您一个链接。',
  donorEmail: '捐款时填写的电子邮箱',
  donorSend: '用电子邮件发给我链接',
  donorGiftsOf: '用 {email} 捐的款',
  donorOpening: '正在打开您的链接……',
  donorSignOut: '在这台设备上关闭“我的捐款”',
  donorClosed: '“我的捐款”已在这台设备上关闭。',
  donorHasAccount: '有账户吗？您的捐款也在<link>您的个人资料</link>里。',
  confirmHeading: '确认您的电子邮箱',
  confirmToProfile: '前往您的个人资料和活动',
  confirmLogIn: '登录查看您的活动',
} satisfies Translation<typeof en>;
