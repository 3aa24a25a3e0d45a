import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  titleTaxReceipt: 'வரிக் கழிவு ரசீது',
  titleAcknowledgement: 'நன்கொடை ஒப்புகை',
  receiptNumber: 'ரசீது எண்',
  dateReceived: 'பெற்ற தேதி',
  amount: 'தொகை',
  amountValue: '{amount} (சிங்கப்பூர் டாலர்)',
  paidBy: 'செலுத்திய முறை',
  project: 'எதற்காக',
  receivedFrom: 'நன்கொடையாளர்',
  taxId: 'NRIC, FIN அல்லது UEN',
  giftReference: 'நன்கொடைக் குறிப்பு எண்',
  methodTransfer: 'PayNow அல்லது வங்கிப் பரிமாற்றம்',
  methodPaynow: 'PayNow',
  methodBankTransfer: 'வங்கிப் பரிமாற்றம்',
  methodCheque: 'காசோலை',
  methodCash: 'ரொக்கம்',
  methodCard: 'அட்டை',
  deductionUntil: 'வரிக் கழிவு: தொகையின் {percent}%, {until} வரை வழங்கப்படும் நன்கொடைகளுக்கு.',
  deductionBetween: 'வரிக் கழிவு: தொகையின் {percent}%, {from} முதல் {until} வரை வழங்கப்படும் நன்கொடைகளுக்கு.',
  taxReported:
    'உங்கள் NRIC, FIN அல்லது UEN உடன் இந்த நன்கொடையை IRAS-க்குத் தெரிவிக்கிறோம்; அதனால் வரிக் கழிவு உங்கள் வரி மதிப்பீட்டில் தானாகவே சேர்க்கப்படும். நீங்கள் அதைக் கோரத் தேவையில்லை.',
  noTax:
    'இந்த நன்கொடையுடன் NRIC, FIN அல்லது UEN கொடுக்கப்படவில்லை; எனவே இது IRAS-க்குத் தெரிவிக்கப்படாது, இதற்கு வரிக் கழிவும் கோரப்படவில்லை.',
  noBenefit: 'இந்த நன்கொடைக்குப் பதிலாக எந்தப் பொருளும் சேவையும் வழங்கப்படவில்லை.',
  noBenefitAll: 'இந்த நன்கொடைகளுக்குப் பதிலாக எந்தப் பொருளும் சேவையும் வழங்கப்படவில்லை.',
  computerGenerated: 'இந்த ரசீது கணினியால் உருவாக்கப்பட்டது; கையொப்பம் தேவையில்லை.',
  issuedBy: 'ரசீது வழங்கியவர்: {signatory}',
  summaryHeading: 'இந்த ரசீதின் தமிழ்ச் சுருக்கம்',
  summaryNote: 'இது உங்கள் வசதிக்கான சுருக்கம் மட்டுமே; மேலே உள்ள ஆங்கில உரையே ரசீது ஆகும்.',
} satisfies Translation<typeof en>;
