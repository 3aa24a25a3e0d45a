import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  lead: 'Aplikasi percuma untuk mereka yang menjalankan perniagaan dari rumah. Ia menyusun pesanan dan pelanggan anda dengan kemas.',
  whyTitle: 'Mengapa NardHomeBiz?',
  whyTrainees: 'Ramai pelatih kami memulakan perniagaan kecil di rumah selepas tamat latihan.',
  whyOnePlace:
    'Nota kertas mudah hilang. Mesej sembang makin bertimbun. Aplikasi ini menyimpan semuanya di satu tempat.',
  whyFree: 'Ia dibuat oleh Nard Foundation, dan ia percuma.',
  featuresTitle: 'Apa yang aplikasi ini lakukan',
  featureOrders: 'Semua pesanan di satu tempat',
  featureOrdersText: 'Lihat setiap pesanan, apa yang perlu siap hari ini dan apa yang sudah dibayar.',
  featureCustomers: 'Pelanggan anda',
  featureCustomersText: 'Simpan nama, nombor telefon dan pesanan kegemaran pelanggan bersama-sama.',
  featureReports: 'Laporan mudah',
  featureReportsText: 'Lihat apa yang paling laris setiap minggu dan setiap bulan.',
  featureBlessing: 'Blessing and Donation (Berkat dan Derma)',
  featureBlessingText: 'Berikan makanan, pakaian atau barangan lain kepada keluarga yang memerlukannya.',
  usersTitle: 'Kata pengguna kami',
  startTitle: 'Mulakan perniagaan dari rumah anda hari ini',
  startNow: 'Muat turun NardHomeBiz. Ia boleh disediakan dalam dua minit.',
  startSoon:
    'NardHomeBiz akan tiba tidak lama lagi di App Store dan Google Play. Ia boleh disediakan dalam dua minit.',
  carousel: 'karusel',
  testimonialPosition: '{position} daripada {count}',
  testimonialBy: '{name} dari {place}',
  previousTestimonial: 'Testimoni sebelumnya',
  nextTestimonial: 'Testimoni seterusnya',
  testimonialAisha:
    'Saya membuat kek di rumah. Sekarang saya nampak setiap pesanan di satu tempat, dan saya tidak pernah lupa kek hari jadi.',
  testimonialKumar:
    'Pelanggan saya menghantar mesej sepanjang hari. Aplikasi ini menyusun nama dan pesanan mereka dengan kemas untuk saya.',
  testimonialMeiLing:
    'Saya menjahit dan menjual pelitup muka dan beg. Aplikasi ini menunjukkan apa yang paling laris setiap bulan.',
  testimonialFarid:
    'Selepas latihan, saya memulakan perniagaan katering kecil. Aplikasi ini membantu saya merancang acara besar saya yang pertama.',
  appStoreLink: 'Muat turun di App Store',
  appStoreSoon: 'App Store: akan datang',
  googlePlayLink: 'Dapatkan di Google Play',
  googlePlaySoon: 'Google Play: akan datang',
} satisfies Translation<typeof en>;
