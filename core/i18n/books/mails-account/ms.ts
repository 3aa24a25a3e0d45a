import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  hello: 'Salam sejahtera,',
  signature: 'Nard Foundation',
  logInHere: 'Anda boleh log masuk di sini:',
  welcomeSubject: 'Akaun Nard Foundation anda',
  welcomeThanks:
    'Terima kasih kerana memohon kepada Nard Foundation. Satu akaun telah dibuat untuk alamat e-mel ini.',
  welcomeNotYou:
    'Anda tidak mendaftar? Mungkin seseorang tersilap menaip alamat anda. Jangan buka pautan itu, dan tulis kepada kami; kami akan membuang akaun itu.',
  confirmSubject: 'Sahkan alamat e-mel anda',
  confirmAsk: 'Sila sahkan bahawa ini alamat e-mel anda dengan membuka pautan ini:',
  confirmLinkWorks:
    'Pautan ini boleh digunakan sekali sahaja, dalam masa {days, plural, other {# hari}}. Selagi anda belum membukanya, anda tidak boleh mendaftar untuk acara.',
  takenSubject: 'Seseorang cuba mendaftar dengan alamat e-mel anda',
  takenTried: 'Seseorang cuba membuat akaun Nard Foundation baharu dengan alamat e-mel ini.',
  takenNothingChanged: 'Anda sudah mempunyai akaun, jadi tiada apa-apa yang diubah.',
  takenWasItYou: 'Adakah itu anda? Anda boleh log masuk di sini:',
  takenForgot: 'Terlupa kata laluan? Anda boleh menetapkan kata laluan baharu di sini:',
  takenNotYou: 'Bukan anda? Anda boleh abaikan e-mel ini. Akaun anda kekal seperti sedia ada.',
  changeOldSubject: 'Alamat e-mel anda sedang ditukar',
  changeOldBody:
    'Seseorang yang mengetahui kata laluan anda meminta untuk memindahkan akaun Nard Foundation anda ke {address}. Akaun itu akan berpindah apabila pautan yang kami hantar ke sana dibuka.',
  changeOldNotYou:
    'Bukan anda? Tetapkan semula kata laluan anda dari halaman log masuk sekarang, dan beritahu kami.',
  changeTakenSubject: 'Alamat anda diberikan untuk akaun lain',
  changeTakenBody:
    'Seseorang meminta untuk memindahkan akaun Nard Foundation yang lain ke alamat ini. Alamat ini sudah mempunyai akaun, jadi tiada apa-apa yang berubah.',
  changeTakenWasYou: 'Adakah itu anda? Log masuklah dengan alamat ini.',
  changeNewSubject: 'Sahkan alamat e-mel baharu anda',
  changeNewAsk: 'Untuk memindahkan akaun Nard Foundation anda ke alamat ini, buka pautan ini:',
  changeNewWorks:
    'Pautan ini boleh digunakan sekali sahaja, dalam masa {hours, plural, other {# jam}}. Selagi anda belum membukanya, akaun anda kekal dengan alamat sekarang.',
  resetSubject: 'Kod untuk menetapkan semula kata laluan anda',
  resetAsked:
    'Seseorang meminta untuk menetapkan semula kata laluan akaun Nard Foundation bagi alamat e-mel ini.',
  resetHereIsCode: 'Ini kod anda:',
  resetTypeIt:
    'Taipkan kod ini di halaman tempat anda memintanya. Atau buka pautan ini untuk menetapkan kata laluan baharu:',
  resetWorks:
    'Kod dan pautan ini boleh digunakan sekali sahaja, dalam masa {minutes, plural, other {# minit}}.',
  resetNotYou: 'Anda tidak memintanya? Anda boleh abaikan e-mel ini. Kata laluan anda tidak berubah.',
  passwordChangedSubject: 'Kata laluan anda telah ditukar',
  passwordChangedBody:
    'Kata laluan akaun Nard Foundation anda baru sahaja ditukar. Anda telah dilog keluar daripada semua peranti.',
  passwordChangedLogIn: 'Sila log masuk semula dengan kata laluan baharu anda.',
  passwordChangedNotYou:
    'Bukan anda yang menukarnya? Sila tetapkan semula kata laluan anda dengan segera dan tulis kepada kami.',
  twoStepResetSubject: 'Log masuk dua langkah anda telah ditetapkan semula',
  twoStepResetBody:
    'Nard Foundation telah menetapkan semula log masuk dua langkah akaun anda: kunci laluan, aplikasi pengesah dan kod pemulihan anda tidak boleh digunakan lagi, dan semua peranti telah dilog keluar.',
  twoStepResetSetUp:
    'Log masuk dengan kata laluan anda dan sediakan semula kunci laluan atau aplikasi pengesah anda (kakitangan diminta berbuat demikian dengan segera):',
  twoStepResetNotYou:
    'Anda tidak memintanya? Tetapkan semula kata laluan anda dari halaman log masuk, dan beritahu kami.',
  recoverySignInSubject: 'Kod pemulihan telah digunakan untuk log masuk ke akaun Nard Foundation anda',
  recoveryStepUpSubject: 'Kod pemulihan telah digunakan pada akaun Nard Foundation anda',
  recoverySignInUsed:
    'Kod pemulihan baru sahaja digunakan untuk log masuk ke akaun anda, bukan kunci laluan atau aplikasi pengesah anda. Anda masih ada {left, plural, other {# kod pemulihan}}.',
  recoveryStepUpUsed:
    'Kod pemulihan baru sahaja digunakan untuk mengesahkan satu perubahan pada akaun anda, bukan kunci laluan atau aplikasi pengesah anda. Anda masih ada {left, plural, other {# kod pemulihan}}.',
  recoveryLostPhone:
    'Telefon anda hilang? Tambah kunci laluan atau sediakan semula aplikasi pengesah di profil anda, dan buat kod pemulihan baharu di sana.',
  recoverySignInNotYou:
    'Bukan anda? Seseorang mempunyai kata laluan anda dan satu kod pemulihan. Tetapkan semula kata laluan anda sekarang dari halaman log masuk, dan beritahu kami.',
  recoveryStepUpNotYou:
    'Bukan anda? Seseorang sedang log masuk ke akaun anda dan mempunyai satu kod pemulihan. Tetapkan semula kata laluan anda sekarang dari halaman log masuk (semua peranti akan dilog keluar), dan beritahu kami.',
  factorChangedSubject: 'Cara anda log masuk ke akaun Nard Foundation anda telah diubah',
  factorPasskeyAdded:
    'Satu kunci laluan telah ditambah pada akaun anda. Ia boleh log masuk ke akaun anda tanpa kata laluan.',
  factorPasskeyRemoved: 'Satu kunci laluan telah dibuang daripada akaun anda.',
  factorAppAdded: 'Aplikasi pengesah telah disediakan untuk akaun anda, dengan kod pemulihan baharu.',
  factorAppRemoved: 'Aplikasi pengesah telah dibuang daripada akaun anda.',
  factorCodesRenewed:
    'Kod pemulihan baharu telah dibuat untuk akaun anda. Kod yang lama tidak boleh digunakan lagi.',
  factorChangedWhen: 'Bila: {date} pukul {time}, waktu Singapura.',
  factorChangedWhere: 'Pada: {browser} di {system}.',
  factorChangedSeeProfile:
    'Profil anda menyenaraikan setiap perubahan seperti ini, di bawah Log masuk dua langkah.',
  factorChangedNotYou:
    'Bukan anda? Seseorang telah log masuk ke akaun anda. Tetapkan semula kata laluan anda sekarang dari halaman log masuk (semua peranti akan dilog keluar), dan beritahu kami: kami boleh menetapkan semula log masuk dua langkah anda.',
  factorSomeBrowser: 'sebuah pelayar',
  factorUnknownSystem: 'sistem yang tidak diketahui',
  deletedSubject: 'Akaun Nard Foundation anda telah dipadam',
  deletedByOwner: 'Akaun anda dengan Nard Foundation telah dipadam, seperti yang anda minta.',
  deletedByStaff:
    'Akaun anda dengan Nard Foundation telah dipadam, seperti yang anda minta kepada kami secara bertulis.',
  deletedByRetention:
    'Akaun anda dengan Nard Foundation telah dipadam: akaun itu tidak digunakan untuk masa yang lama, dan notis privasi kami menyatakan bahawa kami menyimpan butiran hanya selagi ia diperlukan.',
  deletedWhatWent:
    'Butiran anda, permohonan anda, tempat anda di acara yang akan datang dan mesej yang anda hantar kepada kami telah dibuang. Kehadiran dan jam bagi acara yang telah berlangsung, serta derma yang perlu kami simpan untuk cukai, kekal dalam rekod kami tanpa nama atau alamat e-mel anda (derma dengan potongan cukai mengekalkan nama dalam rekod IRASnya).',
  deletedWelcomeBack: 'Anda dialu-alukan kembali pada bila-bila masa: {link}',
  deletedNotYou: 'Anda tidak memintanya? Balas e-mel ini dengan segera.',
} satisfies Translation<typeof en>;
