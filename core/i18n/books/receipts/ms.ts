import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  titleTaxReceipt: 'Resit potongan cukai',
  titleAcknowledgement: 'Pengakuan penerimaan derma',
  receiptNumber: 'Nombor resit',
  dateReceived: 'Tarikh diterima',
  amount: 'Jumlah',
  amountValue: '{amount} (dolar Singapura)',
  paidBy: 'Dibayar melalui',
  project: 'Untuk',
  receivedFrom: 'Diterima daripada',
  taxId: 'NRIC, FIN atau UEN',
  giftReference: 'Rujukan derma',
  methodTransfer: 'PayNow atau pindahan bank',
  methodPaynow: 'PayNow',
  methodBankTransfer: 'Pindahan bank',
  methodCheque: 'Cek',
  methodCash: 'Tunai',
  methodCard: 'Kad',
  deductionUntil: 'Potongan cukai: {percent}% daripada jumlah, bagi derma yang dibuat sehingga {until}.',
  deductionBetween:
    'Potongan cukai: {percent}% daripada jumlah, bagi derma yang dibuat dari {from} hingga {until}.',
  taxReported:
    'Kami melaporkan derma ini kepada IRAS dengan NRIC, FIN atau UEN anda, jadi potongan cukainya dimasukkan ke dalam taksiran cukai anda secara automatik. Anda tidak perlu menuntutnya.',
  noTax:
    'Tiada NRIC, FIN atau UEN diberikan dengan derma ini, jadi derma ini tidak dilaporkan kepada IRAS dan tiada potongan cukai dituntut untuknya.',
  noBenefit: 'Tiada barang atau perkhidmatan diberikan sebagai balasan bagi derma ini.',
  noBenefitAll: 'Tiada barang atau perkhidmatan diberikan sebagai balasan bagi derma-derma ini.',
  computerGenerated: 'Resit ini dijana oleh komputer; tandatangan tidak diperlukan.',
  issuedBy: 'Dikeluarkan oleh {signatory}',
  summaryHeading: 'Ringkasan resit dalam bahasa Melayu',
  summaryNote: 'Ringkasan ini untuk kemudahan anda; teks bahasa Inggeris di atas ialah resit yang sah.',
} satisfies Translation<typeof en>;
