import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  hello: 'Salam sejahtera,',
  signature: 'Nard Foundation',
  pledgeSubject: 'Nombor rujukan derma anda {reference}',
  pledgeThanks: 'Terima kasih kerana memilih untuk menderma {amount} kepada Nard Foundation untuk {project}.',
  pledgeReference: 'Nombor rujukan derma anda: {reference}',
  payNowHeading: 'Untuk membayar melalui PayNow:',
  payNowSteps:
    'Bayar {amount} kepada UEN {uen} ({merchant}),\ndan masukkan {reference} dalam ruangan rujukan (reference) atau komen (comments).',
  bankHeading: 'Untuk membayar melalui pindahan bank:',
  bankName: 'Nama bank: {value}',
  bankAccountNumber: 'Nombor akaun: {value}',
  bankBeneficiary: 'Nama penerima: {value}',
  bankCode: 'Kod bank: {value}',
  bankReference: 'Komen (nombor rujukan anda): {value}',
  bankAmount: 'Jumlah: {value}',
  receiptLater:
    'Kami akan menghantar resit anda melalui e-mel sebaik sahaja derma anda sampai ke akaun kami, biasanya dalam masa 3 hari bekerja.',
  pledgeNotYou:
    'Anda tidak memintanya? Mungkin seseorang tersilap menaip alamat anda. Tiada apa-apa yang dicaj, dan anda boleh abaikan e-mel ini.',
  projectGeneral: 'keperluan yang paling mendesak',
  projectUrbanFarming: 'Nard Urban Farming (pertanian bandar)',
  projectCoffeeRoastery: 'Nard Coffee Roastery (pemanggangan kopi)',
  projectCarting: 'Perkhidmatan Kereta Sorong',
  projectEducation: 'Pendidikan',
  receiptSubject: 'Resit anda {receipt} daripada Nard Foundation',
  receiptArrived: 'Derma anda sebanyak {amount} (rujukan {reference}) telah kami terima. Terima kasih.',
  receiptAttached: 'Resit anda {receipt} dilampirkan sebagai fail PDF.',
  receiptTaxReported:
    'Kami melaporkan derma ini kepada IRAS, jadi potongan cukainya dimasukkan ke dalam taksiran cukai anda secara automatik.',
  receiptNoTax:
    'Tiada nombor pengenalan diberikan dengan derma ini, jadi tiada potongan cukai dituntut untuknya.',
  donorLinkSubject: 'Pautan anda untuk melihat derma anda kepada The Nard Foundation',
  donorLinkAsked:
    'Seseorang meminta untuk melihat derma yang diberikan kepada The Nard Foundation dengan alamat e-mel ini.',
  donorLinkOpen: 'Buka pautan ini untuk melihatnya, bersama resit dan penyata:',
  donorLinkWorks: 'Pautan ini boleh digunakan sekali, selama {minutes, plural, other {# minit}}.',
  donorLinkNotYou:
    'Bukan anda yang meminta? Anda boleh abaikan e-mel ini. Tiada sesiapa boleh melihat derma anda tanpanya.',
  refundSubject: 'Derma anda {reference} telah dipulangkan',
  refundDone: 'Kami telah memulangkan derma anda sebanyak {amount} (rujukan {reference}) kepada anda.',
  refundReceiptCancelled: 'Resitnya {receipt} dibatalkan. Jangan gunakannya untuk cukai.',
  refundTaxCorrected:
    'Kami memberitahu IRAS, jadi potongan cukai untuk derma ini dikeluarkan daripada taksiran cukai anda.',
  refundQuestions: 'Ada soalan? Balas e-mel ini atau hubungi kami di {phone}.',
} satisfies Translation<typeof en>;
