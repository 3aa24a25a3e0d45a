import type {CONTRIBUTIONS_WORDS} from '../../../contributions/words.ts';
import type {Translation} from '../../book.ts';

export default {
  title: 'Dari mana wang datang dan ke mana ia pergi',
  intro:
    'Setiap derma dan setiap perbelanjaan disenaraikan di bawah mengikut projek. Buka senarai untuk melihat setiap baris, dan muat turunnya jika anda mahu menyemak kiraan kami sendiri.',
  loading: 'Sumbangan dan perbelanjaan sedang dimuatkan…',
  failed:
    'Maaf, kami tidak dapat memuatkan sumbangan dan perbelanjaan buat masa ini. Sila semak sambungan anda dan cuba lagi.',
  none: 'Belum ada sumbangan atau perbelanjaan yang diterbitkan.',
  summary: 'Diterima {received} daripada {contributors}. Dibelanjakan {spent}.',
  oneContributor: '1 penyumbang',
  manyContributors: '{count} penyumbang',
  contributor: 'Penyumbang',
  expenditure: 'Perbelanjaan',
  toggleContext: '(senarai bagi {title})',
  contributorsCaption: 'Penyumbang kepada {title}',
  expendituresCaption: 'Perbelanjaan {title}',
  columnNo: 'Bil.',
  columnDate: 'Tarikh',
  columnContributionAmount: 'Jumlah Sumbangan',
  columnExpensesItem: 'Perkara Perbelanjaan',
  columnAmount: 'Jumlah',
  columnPurpose: 'Tujuan / Butiran',
  columnDocuments: 'Dokumen',
  total: 'Jumlah Keseluruhan',
  noContributions: 'Belum ada sumbangan yang direkodkan untuk projek ini.',
  noExpenditures: 'Belum ada perbelanjaan yang direkodkan untuk projek ini.',
  download: 'Muat Turun CSV',
  downloadContributors: '(senarai penyumbang kepada {title})',
  downloadExpenditures: '(senarai perbelanjaan {title})',
  csvContributionAmount: 'Jumlah Sumbangan (SGD)',
  csvAmount: 'Jumlah (SGD)',
  auditTitle: 'Laporan Audit Tahunan',
  auditIntro:
    'Juruaudit bebas menyemak akaun kami setiap tahun. Anda boleh membaca setiap laporan sepenuhnya.',
  auditLoading: 'Laporan audit sedang dimuatkan…',
  auditFailed: 'Maaf, kami tidak dapat memuatkan senarai laporan audit buat masa ini. Sila cuba lagi.',
  auditCaption: 'Laporan audit tahunan',
  auditReport: 'Laporan Audit Tahunan {year}',
  noAuditReports: 'Laporan audit pertama kami akan dipaparkan di sini sebaik sahaja ia siap.',
  opensInNewTab: '(dibuka dalam tab baharu)',
} satisfies Translation<typeof CONTRIBUTIONS_WORDS>;
