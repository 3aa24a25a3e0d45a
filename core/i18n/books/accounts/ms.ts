import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  signUpHeading: 'Daftar Sebagai',
  signUpIntro:
    'Sukarelawan membantu di ladang, tempat pemanggangan kopi dan acara kami. Bekerja Bersama Kami ialah untuk mereka yang mahu latihan kerja.',
  signUpVolunteer: 'Sukarelawan',
  signUpWork: 'Bekerja Bersama Kami',
  alreadySignedUp: 'Sudah mendaftar? <link>Log masuk</link>',
  ribbonHeading: 'Jadi sukarelawan bersama Projek Reben Kuning',
  storyChanceTitle: 'Peluang kedua',
  storyChanceText:
    'Di Singapura, Reben Kuning bermaksud membantu mereka yang sudah keluar dari penjara mendapat tempat semula dalam masyarakat. Pekerjaan yang tetap selalunya langkah pertama.',
  storySkillsTitle: 'Kemahiran yang kekal',
  storySkillsText:
    'Sukarelawan membantu pelatih kami belajar bertani, memanggang kopi, mengendalikan kereta sorong dan banyak lagi. Anda berkongsi apa yang anda tahu, satu tugas demi satu tugas.',
  storyTeamTitle: 'Pasukan yang prihatin',
  storyTeamText:
    'Anda bekerja bersama pelatih, kakitangan dan rakan kongsi. Ramai sukarelawan memberitahu kami bahawa mereka belajar sebanyak yang mereka ajar.',
  ribbonApplication: 'Permohonan sukarelawan',
  ribbonFormNote:
    'Anda mesti berumur 18 tahun atau lebih untuk menjadi sukarelawan. Isi borang ini dan kami akan menghubungi anda.',
  workHeading: 'Bekerja bersama kami, belajar satu kemahiran',
  workIntro:
    'Kami melatih individu berkeperluan khas, bekas banduan yang memulakan hidup baharu, dan orang lain yang memerlukan peluang yang adil. Anda belajar kemahiran kerja yang sebenar bersama pasukan yang mengenali anda.',
  workTrial: 'Latihan dalam tempoh percubaan selama dua bulan, dengan elaun.',
  workInternship: 'Kemudian, latihan industri selama 6 bulan dengan salah satu rakan kongsi industri kami.',
  workNoFee: 'Tiada yuran latihan.',
  workApplication: 'Permohonan',
  workFormNote: 'Isi borang di bawah. Kami akan menelefon anda untuk berbincang tentang langkah seterusnya.',
  volunteerEventsHeading: 'Acara sukarelawan akan datang',
  volunteerEventsText:
    'Lihat apa yang dirancang dan berapa tempat yang masih ada. Log masuk untuk mendaftar.',
  volunteerEventsLink: 'Lihat acara sukarelawan',
  workEventsHeading: 'Acara kerja dan latihan akan datang',
  workEventsText: 'Lihat syif dan sesi latihan yang dirancang untuk pelatih kami. Log masuk untuk mendaftar.',
  workEventsLink: 'Lihat acara kerja',
  volunteerEventsTitle: 'Acara Sukarelawan',
  volunteerEventsIntro:
    'Ini ialah acara yang memerlukan sukarelawan. Log masuk untuk mendaftar; apabila acara sudah penuh, anda boleh masuk senarai menunggunya. Selepas log masuk, ketik bilangan orang yang sudah mendaftar (atau pergi ke situ dengan kekunci Tab) untuk melihat siapa yang akan hadir: nama pertama mereka yang memilih untuk menunjukkannya, dan "Seorang sukarelawan" bagi orang lain.',
  workEventsTitle: 'Acara Kerja',
  workEventsIntro:
    'Ini ialah kerja dan sesi latihan sambil bekerja untuk pelatih kami. Log masuk untuk mendaftar; apabila acara sudah penuh, anda boleh masuk senarai menunggunya. Demi keselamatan pelatih kami, hanya kakitangan kami yang dapat melihat siapa yang bekerja di setiap acara.',
  privacyHeading: 'Cara Kami Melindungi Data Anda',
  privacyWho:
    'The Nard Foundation Limited, {address}, mengumpul butiran yang anda berikan kepada kami. Kami mematuhi Akta Perlindungan Data Peribadi 2012 (PDPA) Singapura.',
  privacyOfficer:
    'Pegawai Perlindungan Data kami menjawab setiap soalan tentang data anda: <email>{email}</email>.',
  collectHeading: 'Apa yang kami kumpul, dan sebabnya',
  collectApply:
    '<strong>Apabila anda memohon</strong> untuk menjadi sukarelawan atau bekerja bersama kami: nama, kumpulan umur, alamat e-mel, wilayah dan bandar, nombor telefon, hubungan kecemasan serta profesion atau minat anda. Kami menggunakannya untuk menilai permohonan anda, memadankan anda dengan latihan, kerja atau acara sukarelawan, dan menghubungi anda.',
  collectEvents:
    '<strong>Di acara</strong>: acara yang anda daftar, sama ada anda hadir, dan jam latihan anda, untuk rekod anda dan untuk laporan program kami.',
  collectWrite:
    '<strong>Apabila anda menulis kepada kami</strong>: nama, alamat e-mel dan mesej anda, untuk menjawab anda.',
  collectGive:
    '<strong>Apabila anda menderma</strong>: nama, alamat e-mel dan derma anda, untuk berterima kasih kepada anda dan menghantar resit anda. Untuk potongan cukai, juga NRIC, FIN atau UEN anda dan nama padanya, hanya untuk melaporkan derma itu kepada IRAS (Lembaga Hasil Dalam Negeri Singapura).',
  collectSignIn:
    '<strong>Apabila anda log masuk</strong>: bentuk kata laluan anda yang sudah diubah dan tidak boleh dikembalikan, kunci awam bagi kunci laluan (passkey) anda, dan pelayar yang digunakan oleh setiap peranti yang log masuk, supaya anda dapat melihat peranti itu dan melog keluarnya.',
  emergencyHeading: 'Hubungan kecemasan anda',
  emergencyText:
    'Sila tanya hubungan kecemasan anda dahulu. Apabila anda memberi kami nombornya, anda memberitahu kami bahawa dia bersetuju untuk dinamakan dan dihubungi jika sesuatu berlaku kepada anda. Kami hanya menghubunginya dalam kecemasan.',
  safeHeading: 'Cara kami menjaga keselamatannya',
  safeText:
    'Hanya kakitangan kami yang dapat melihat butiran anda, dan mereka log masuk dengan langkah kedua (kunci laluan atau kod). Nombor pengenalan untuk cukai disulitkan, dan kakitangan hanya melihat sebahagian daripadanya. Kami tidak menjual data anda atau memberikannya kepada pengiklan. Kami berkongsi nama dan butiran hubungan anda dengan rakan kongsi latihan hanya apabila anda memulakan latihan industri dengan mereka, dan hanya apa yang mereka perlukan.',
  keepHeading: 'Berapa lama kami menyimpannya',
  keepAccount:
    'Akaun dan permohonan anda: selagi anda menggunakannya. Selepas {months} bulan tanpa sebarang log masuk, pendaftaran atau perubahan, kami memadam akaun itu dan memberitahu anda melalui e-mel.',
  keepUnconfirmed: 'Pendaftaran yang alamat e-melnya tidak pernah disahkan: {days} hari.',
  keepMessages: 'Mesej yang anda hantar kepada kami: {months} bulan selepas kami menjawabnya.',
  keepTaxId:
    'Nombor pengenalan anda untuk potongan cukai: hingga akhir tahun ke-{years} selepas tahun derma, kerana IRAS mungkin bertanya tentangnya hingga masa itu; setahun bagi derma yang tidak pernah diterima.',
  keepSentMail:
    'E-mel yang kami hantar kepada anda: hingga ia dihantar, bersama kandungannya (termasuk kod di dalamnya); selepas itu hanya kepada siapa dan bila ia dihantar, selama {days} hari, supaya kakitangan dapat melihat bahawa resit telah sampai.',
  keepDevices:
    'Peranti yang log masuk: paling lama 30 hari. Kod yang kami hantar melalui e-mel: beberapa minit, hingga digunakan.',
  keepRecords:
    'Kehadiran dan jam di acara yang lepas, serta derma, kekal untuk laporan kami dan untuk cukai selepas akaun dipadam, tanpa nama atau butiran hubungan anda (derma dengan potongan cukai menyimpan nama dalam rekod IRAS derma itu).',
  rightsHeading: 'Melihat, membetulkan dan memadam data anda',
  rightsText:
    'Di <profile>profil</profile> anda, anda boleh memuat turun semua yang kami simpan tentang anda, mengubah butiran anda, dan memadam akaun anda. Anda juga boleh menulis kepada Pegawai Perlindungan Data kami di <email>{email}</email> untuk melihat, membetulkan atau memadam data anda, atau untuk menarik balik persetujuan anda. Kami menjawab dalam masa 30 hari.',
  noticesHeading: 'Notis yang anda persetujui',
  noticesIntro:
    'Borang kami menunjukkan notis ringkas. Inilah setiap susunan kata yang pernah kami gunakan, dan sejak bila.',
  noticeApplication: 'Borang permohonan, sejak {date}',
  noticeGiftTax: 'Derma dengan potongan cukai, sejak {date}',
  donorHeading: 'Derma saya',
  donorIntro:
    'Lihat derma yang anda berikan kepada kami, bersama resit dan penyata untuk simpanan anda. Anda tidak perlu akaun: kami e-melkan pautan kepada anda.',
  donorEmail: 'Alamat e-mel yang anda berikan semasa menderma',
  donorSend: 'E-melkan pautan kepada saya',
  donorGiftsOf: 'Derma yang diberikan dengan {email}',
  donorOpening: 'Membuka pautan anda...',
  donorSignOut: 'Tutup Derma saya pada peranti ini',
  donorClosed: 'Derma saya telah ditutup pada peranti ini.',
  donorHasAccount: 'Ada akaun? Derma anda juga ada pada <link>profil anda</link>.',
  confirmHeading: 'Sahkan alamat e-mel anda',
  confirmToProfile: 'Pergi ke profil dan acara anda',
  confirmLogIn: 'Log masuk untuk melihat acara anda',
} satisfies Translation<typeof en>;
