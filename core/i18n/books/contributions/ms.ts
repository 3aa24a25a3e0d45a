import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  pageTitle: 'Sumbangan',
  pageLead:
    'Lihat dari mana setiap dolar datang dan ke mana ia pergi. Kemudian, jika anda mampu, hulurkanlah derma.',
  donateNow: 'Derma Sekarang',
  goalTitle: 'Matlamat Kami',
  goalPeople:
    'Kami mahu setiap individu berkeperluan khas, setiap orang yang pulang dari penjara dan setiap keluarga yang memerlukan mempunyai kemahiran, pekerjaan dan tempat dalam masyarakat.',
  goalGift:
    'Derma anda membiayai latihan, peralatan, benih dan biji kopi, serta elaun yang menyara hidup pelatih kami.',
  whyTitle: 'Mengapa Sumbangan Penting?',
  whyFirstJob:
    'Ramai orang yang kami latih sukar mendapat pekerjaan pertama. Latihan berelaun selama beberapa bulan boleh mengubah keadaan itu untuk selamanya.',
  whyNoMinimum:
    'Tiada jumlah minimum untuk menderma. Ada yang menderma sekali; ada yang menderma setiap bulan, setiap suku tahun atau setahun sekali. Setiap jumlah disenaraikan di bawah, supaya anda dapat melihat hasilnya.',
  causeTitle: 'Butiran tentang usaha kami',
  causeEducationTitle: 'Pendidikan untuk individu berkeperluan khas',
  causeEducationText:
    'Kami mengajar kemahiran kerja yang sebenar, seperti menanam sayur dan memanggang kopi, mengikut kadar yang sesuai bagi setiap pelajar. Tiada yuran latihan.',
  causeYellowRibbonTitle: 'Projek Reben Kuning',
  causeYellowRibbonText:
    'Di Singapura, Reben Kuning bermaksud memberi bekas banduan peluang kedua. Kami membantu mereka yang keluar dari penjara mempelajari kemahiran dan mendapat kerja tetap.',
  causeSupportTitle: 'Sokongan untuk golongan kurang bernasib baik',
  causeSupportText:
    'Pelatih menerima elaun sepanjang tempoh percubaan dua bulan, kemudian menjalani latihan industri selama enam bulan dengan rakan kongsi industri, supaya mereka dapat menjana pendapatan sambil belajar.',
  ledgerTitle: 'Dari mana wang datang dan ke mana ia pergi',
  ledgerIntro:
    'Setiap derma dan setiap perbelanjaan disenaraikan di bawah mengikut projek. Buka senarai untuk melihat setiap baris, dan muat turunnya jika anda mahu menyemak kiraan kami sendiri.',
  ledgerLoading: 'Sumbangan dan perbelanjaan sedang dimuatkan…',
  ledgerFailed:
    'Maaf, kami tidak dapat memuatkan sumbangan dan perbelanjaan buat masa ini. Sila semak sambungan anda dan cuba lagi.',
  ledgerNone: 'Belum ada sumbangan atau perbelanjaan yang diterbitkan.',
  ledgerSummary:
    'Diterima <strong>{received}</strong> daripada {count, plural, other {# penyumbang}}. Dibelanjakan <strong>{spent}</strong>.',
  contributorToggle: 'Penyumbang',
  expenditureToggle: 'Perbelanjaan',
  toggleContext: '(senarai bagi {title})',
  contributorsCaption: 'Penyumbang kepada {title}',
  expendituresCaption: 'Perbelanjaan {title}',
  columnNo: 'Bil.',
  columnContributor: 'Penyumbang',
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
  opensInNewTab: ' (dibuka dalam tab baharu)',
  notStarted: 'Belum bermula',
  funded: '{percent}% daripada sasaran',
  raised: '{raised} terkumpul',
  raisedOfGoal: '{raised} terkumpul daripada {goal}',
  progressValue: '{funded} ({raised})',
  collection: 'Jumlah Kutipan: {amount}',
} satisfies Translation<typeof en>;
