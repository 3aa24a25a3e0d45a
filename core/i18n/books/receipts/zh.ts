import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  titleTaxReceipt: '扣税收据',
  titleAcknowledgement: '捐款确认书',
  receiptNumber: '收据号码',
  dateReceived: '收款日期',
  amount: '金额',
  amountValue: '{amount}（新加坡元）',
  paidBy: '付款方式',
  project: '用途',
  receivedFrom: '捐款人',
  taxId: 'NRIC、FIN 或 UEN',
  giftReference: '捐款编号',
  methodTransfer: 'PayNow 或银行转账',
  methodPaynow: 'PayNow',
  methodBankTransfer: '银行转账',
  methodCheque: '支票',
  methodCash: '现金',
  methodCard: '银行卡',
  deductionUntil: '扣税额：捐款金额的 {percent}%，适用于{until}或之前的捐款。',
  deductionBetween: '扣税额：捐款金额的 {percent}%，适用于{from}至{until}的捐款。',
  taxReported:
    '我们会用您的 NRIC、FIN 或 UEN 把这笔捐款报给 IRAS（新加坡税务局），扣税额会自动计入您的税务评估，您无需自行申报。',
  noTax: '这笔捐款没有提供 NRIC、FIN 或 UEN，所以不会报给 IRAS（新加坡税务局），也不申请扣税。',
  noBenefit: '本基金会没有因这笔捐款向您提供任何物品或服务。',
  noBenefitAll: '本基金会没有因这些捐款向您提供任何物品或服务。',
  computerGenerated: '本收据由电脑生成，无需签名。',
  issuedBy: '签发人：{signatory}',
  summaryHeading: '收据摘要（中文）',
  summaryNote: '本摘要仅供参考，收据以上方的英文内容为准。',
} satisfies Translation<typeof en>;
