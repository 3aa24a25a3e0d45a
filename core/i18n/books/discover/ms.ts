import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  pageTitle: 'Latihan kemahiran kerja',
  pageLead: 'Kami mengajar kemahiran yang membawa kepada pekerjaan sebenar. Tiada yuran latihan.',
  howItWorks: 'Bagaimana latihan berjalan',
  trialHeading: '1. Tempoh percubaan {months} bulan',
  trialTry: 'Anda mencuba kerja itu dan mempelajari asasnya.',
  trialAllowance: 'Anda menerima elaun sepanjang tempoh percubaan.',
  internshipHeading: '2. Latihan industri {months} bulan',
  internshipPartner: 'Anda bekerja dengan salah satu rakan kongsi industri kami.',
  internshipMentor: 'Anda belajar sambil bekerja, dengan seorang mentor di sisi anda.',
  noFeeHeading: '3. Tiada yuran latihan',
  noFeeFree: 'Latihan ini percuma untuk setiap pelatih.',
  noFeePaid: 'Penderma dan rakan kongsi kami yang menanggung kosnya.',
  coursesTitle: 'Kursus kami',
  courseHydroponicFarming: 'Pertanian Hidroponik',
  courseCoffeeProduction: 'Penghasilan Kopi',
  courseHandyman: 'Tukang Serba Boleh',
  courseCartingManagement: 'Pengurusan Kereta Sorong',
  courseLogistic: 'Logistik',
  courseLaundryService: 'Perkhidmatan Dobi',
  courseHomeBasedBusiness: 'Perniagaan dari Rumah',
  courseHostingEvents: 'Menganjurkan Acara untuk Cabaran',
  readyTitle: 'Sedia untuk bermula?',
  readyText:
    'Isi borang yang ringkas. Kami akan menelefon anda untuk berbincang tentang apa yang sesuai untuk anda.',
  apply: 'Mohon untuk Bekerja Bersama Kami',
} satisfies Translation<typeof en>;
