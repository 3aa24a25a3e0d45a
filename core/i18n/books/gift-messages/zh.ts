import type {GIFT_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  amount: '请输入大于 $0、最多 $100,000 的金额，小数点后最多两位。如要捐更大的数额，请联系我们。',
  project: '请选择您的捐款用在哪里。',
  showName: '请选择是否显示您的名字。',
  idType: '请选择 NRIC、FIN 或 UEN。',
  consent: '如要申请扣税，请同意我们把这些资料提交给 IRAS（新加坡税务局）。',
  idNameRequired: '请输入与 NRIC、FIN 或公司注册文件上完全相同的名字。',
  idNameTooLong: '名字最多 100 个字符。',
} satisfies Translation<typeof GIFT_MESSAGES>;
