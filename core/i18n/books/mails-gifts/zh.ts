import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  hello: '您好！',
  signature: 'Nard Foundation 敬上',
  pledgeSubject: '您的捐款编号 {reference}',
  pledgeThanks: '感谢您选择向 Nard Foundation 捐出 {amount}，用于{project}。',
  pledgeReference: '您的捐款编号：{reference}',
  payNowHeading: '用 PayNow 付款：',
  payNowSteps:
    '把 {amount} 转给 UEN {uen}（{merchant}），\n并在备注（reference 或 comments）中填写 {reference}。',
  bankHeading: '用银行转账付款：',
  bankName: '银行：{value}',
  bankAccountNumber: '账号：{value}',
  bankBeneficiary: '收款人名称：{value}',
  bankCode: '银行代码：{value}',
  bankReference: '备注（您的捐款编号）：{value}',
  bankAmount: '金额：{value}',
  receiptLater: '您的捐款到账后，我们会用电子邮件把收据寄给您，一般在 3 个工作日内。',
  pledgeNotYou:
    '您没有提出这个要求吗？那可能是有人不小心输入了您的邮箱。我们没有收取任何款项，您可以不理会这封邮件。',
  projectGeneral: '最需要的地方',
  projectUrbanFarming: 'Nard 城市农场',
  projectCoffeeRoastery: 'Nard 咖啡烘焙坊',
  projectCarting: '手推车服务',
  projectEducation: '教育',
  receiptSubject: 'Nard Foundation 给您的收据 {receipt}',
  receiptArrived: '您捐的 {amount}（捐款编号 {reference}）已经收到了，谢谢您！',
  receiptAttached: '您的收据 {receipt} 以 PDF 文件附上。',
  receiptTaxReported: '我们会把这笔捐款报给 IRAS（新加坡税务局），扣税额会自动计入您的税务评估。',
  receiptNoTax: '这笔捐款没有提供身份证号码，所以不申请扣税。',
  donorLinkSubject: '查看您给纳德基金会捐款的链接',
  donorLinkAsked: '有人要求查看用这个电子邮件地址给纳德基金会的捐款。',
  donorLinkOpen: '打开这个链接即可查看捐款，以及收据和结算单：',
  donorLinkWorks: '这个链接只能用一次，{minutes, plural, other {# 分钟}}内有效。',
  donorLinkNotYou: '不是您要求的吗？那么您可以忽略这封邮件。没有这个链接，谁也看不到您的捐款。',
} satisfies Translation<typeof en>;
